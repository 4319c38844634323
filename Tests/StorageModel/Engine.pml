/*
 * Engine.pml -- an exhaustive model of Trellis' lock-free storage engine: replaced values
 * read through per-thread hazard words, freed by the writer once no hazard word announces
 * them, and thread records handed from a thread that ends to the next thread that starts.
 *
 * Real code modelled (names as in the sources):
 *   Sources/TrellisStorage/ValueSlot.swift     ValueSlot.borrowLatest(), announceLatest(in:at:),
 *                                               end(_:), install(_:), Retirement.retire(_:)
 *   Sources/TrellisStorage/ThreadRecord.swift  ThreadRecords.claim(), ThreadRecords.anyAnnounces(_:),
 *                                               Fences.fenceEveryThread()
 *   Sources/TrellisThreads/include/TrellisThreads.h
 *                                               trellis_announce, trellis_retract, trellis_hazard
 *   Sources/TrellisThreads/TrellisThreads.c    trellis_thread_exit (the pthread-key destructor),
 *                                               trellis_fence_all_threads (membarrier)
 *
 * ---------------------------------------------------------------------------------------------
 * Variants (select with spin -D...; check.sh runs all of them):
 *
 *   (none)                 FIXED protocol, seq_cst announcement.               must verify
 *   -DBUFFERED -DFENCE_ALL FIXED protocol, asymmetric fences: the hazard store is relaxed
 *                          (plus a compiler barrier) and may stay in the reader's store
 *                          buffer; the writer runs membarrier between exchange and scan.
 *                                                                               must verify
 *   -DBROKEN_EXIT          trellis_thread_exit hands the record back without clearing the
 *                          thread's `cur` and without cleaning it (the code as it was).
 *                                                         must violate the box assertion
 *   -DBUFFERED             acquire re-check (release/relaxed hazard store, LDAPR re-check
 *                          load) and no writer barrier.   must violate the box assertion
 *   -DBROKEN_DIRTY         trellis_thread_exit clears `cur` but does not clean the record.
 *                                                must violate the clean-record assertion
 * Options:
 *   -DSCAN_TAKEN_ONLY      the writer's scan reads only TAKEN records (instead of every record
 *                          that exists, as ThreadRecords.anyAnnounces does).
 *   -DNO_DESTROY           released records always go back to the pool (never freed).
 *   -DK=n                  number of replacements the writer makes (default 2).
 *
 * Properties (assertions):
 *   P1 use-after-free   assert(boxst[b] != FREED) while a reader uses box b      (always)
 *   P2 ownership        every access a thread makes through its `cur` finds a record that
 *                       is TAKEN by that thread (no access to a record another thread
 *                       owns, to a free one, or to a destroyed one)        (CHECK_OWNER)
 *   P3 clean hand-over  a record taken from the pool has depth 0 and all hazard words 0
 *                                                                          (CHECK_CLEAN)
 *   plus spin's own check for invalid end states (deadlock: a process blocked on a lock).
 *   The FIXED variants check P1+P2+P3.  BROKEN_EXIT checks only P1 (with P2 on, spin reports
 *   the root cause first: the user destructor writes into a record a new thread owns; with
 *   P3 on, a thread that exits inside a read leaves a dirty record behind).  BROKEN_DIRTY
 *   checks P3 (a dirty record only leaks hazard words, it causes no use-after-free).
 *
 * ---------------------------------------------------------------------------------------------
 * Abstractions:
 *   - Box ids are small integers, never reused: box 1 is the value installed before the
 *     threads start (the real `latest` is nonzero once `isReplaced` is set, so readers that
 *     reach the box path always find a box); the writer installs K more (ids 2..K+1).
 *     Hazard value 0 means "announces nothing".
 *   - R = 3 thread records with H = 2 hazard words each (the real code has 16; two are enough
 *     for one nested read).  A read nested deeper than H takes ValueSlot.retainLatest() (a
 *     retain under the `retired` lock), which uses no hazard word and is not modelled: such a
 *     read is skipped.  It can only happen in the broken variants.
 *   - Records: UNMADE (not allocated yet), FREE (in the pool), TAKEN (owned by one thread),
 *     DESTROYED (memory freed).  The pool cap is abstracted away: every hand-back
 *     nondeterministically either keeps the record in the pool or destroys it, which covers
 *     every cap (with -DNO_DESTROY records always return to the pool, as in the code in which
 *     the bug was found).  A claim takes any FREE record (nondeterministic, covers any list
 *     order); if none is free it allocates a new clean record, possibly in the memory of a
 *     destroyed one.
 *   - The mutex `records` (ThreadRecords.all) is a bit.  claim and hand-back touch nothing
 *     shared but the pool while holding it, so each is one atomic step that waits for the
 *     bit to be clear.  The writer holds it across its scan (many steps).  The scan takes the
 *     lock once per retired box, as Retirement.retire does (anyAnnounces per box); that
 *     allows every interleaving that a single lock around the whole scan allows, and more.
 *   - The mutex `retired` (Retirement.retired) is a bit; one writer, so it never contends.
 *     The writer marks a box FREED while still holding the locks; the real code releases it
 *     just after unlocking, i.e. later, which can only help the readers.
 *   - Memory model: spin is sequentially consistent.  The only relaxed access modelled is the
 *     reader's hazard store (the store-buffering pattern): with -DBUFFERED each reading thread
 *     has a store buffer of one entry per hazard word.  trellis_announce puts the store in it;
 *     it becomes visible (is flushed) at any later step of the reader, nondeterministically
 *     (it may also be overwritten by the thread's next store to the same word before anyone
 *     sees it), and at the latest before the thread's retract (trellis_retract is a release
 *     store: earlier stores land first), before any lock operation and at thread exit.  The
 *     reader's re-check load of `latest` reads memory directly, so it can be satisfied while
 *     its own hazard store is still buffered: exactly what an acquire load after a
 *     release/relaxed store allows (AArch64 LDAPR after STLR; any store-buffer machine after a
 *     plain store).  Without -DBUFFERED the store is visible at once, which for a seq_cst store
 *     followed by a seq_cst load is the same as "flushed before the load".
 *     The writer's membarrier (FENCE_ALL) flushes every thread's buffer in one step.
 *
 * Ordering pairs the protocol relies on (what the FIXED variants verify):
 *   seq_cst:    reader  trellis_announce (seq_cst store of hazard[i] = b)
 *                     ; announceLatest's re-check (seq_cst load of latest)
 *               pairs with
 *               writer  install's latest.exchange (seq_cst)
 *                     ; Retirement.retire -> anyAnnounces -> trellis_hazard (seq_cst loads).
 *               In the single total order of seq_cst operations either the reader's hazard
 *               store precedes the writer's hazard load (the scan sees the announcement) or
 *               the writer's exchange precedes the reader's re-check (the check fails and the
 *               reader announces the new box).
 *   asymmetric: reader  trellis_announce (relaxed store + compiler barrier asm("":::"memory"))
 *                     ; re-check load of latest
 *               pairs with
 *               writer  latest.exchange ; Fences.fenceEveryThread() (membarrier
 *                       PRIVATE_EXPEDITED: a full barrier on every running thread) ; scan.
 *               The barrier runs on the reader either after its hazard store (the store is
 *               visible to the scan) or before its re-check (the re-check sees the exchange).
 */

#define NONE      255

#define R         3          /* thread records */
#define H         2          /* hazard words per record (TRELLIS_HAZARD_COUNT, 16 in the code) */
#ifndef K
#define K         2          /* replacements the writer makes */
#endif
#define NBOX      (K + 2)    /* box ids 0 (nothing) .. K+1 */
#define T         3          /* reading threads: 0 = reader A, 1 = exiting thread B, 2 = new thread C */

/* box states */
#define ALIVE     1
#define FREED     2

/* record states */
#define UNMADE    0
#define FREE      1
#define TAKEN     2
#define DESTROYED 3

/* properties enabled per variant (see the header) */
#if !defined(BROKEN_EXIT) && !defined(BROKEN_DIRTY)
#define CHECK_OWNER
#define CHECK_CLEAN
#endif
#ifdef BROKEN_DIRTY
#define CHECK_CLEAN
#endif
#ifdef BROKEN_EXIT
#define NO_DESTROY
#endif

/* trellis_thread_words: depth (plain word, owner only) and the hazard words (atomics) */
typedef Record {
    byte st;          /* UNMADE / FREE / TAKEN / DESTROYED (ThreadRecord.isTaken, list `all`) */
    byte owner;       /* the thread that took it; ghost, for P2 */
    byte depth;       /* trellis_thread_words.depth */
    byte hz[H]        /* trellis_thread_words.hazards */
};
Record rec[R];

byte latest = 1;      /* ValueSlot.latest */
byte boxst[NBOX];     /* ALIVE / FREED; 0 = not made yet */
bool retired[NBOX];   /* Retirement.retired, as a set of box ids */
bool recLock;         /* ThreadRecords.all's lock */
bool retLock;         /* Retirement.retired's lock */

byte cur[T];          /* the C thread-local trellis_thread_current, per thread */
byte keyval[T];       /* the thread's value of the pthread key (ThreadRecords.key) */

#ifdef BUFFERED
/* A reading thread's store buffer: entry i holds a pending store to hazard word i of record
 * `to` (NONE: nothing pending) with value `val`. */
typedef Buffer { byte to[H]; byte val[H] };
Buffer sb[T];
#endif

/* ------------------------------------------------------------------------------------------ */
/* Store buffer                                                                                */

inline flush_word(t, w) {
    if
    :: sb[t].to[w] != NONE -> rec[sb[t].to[w]].hz[w] = sb[t].val[w]; sb[t].to[w] = NONE
    :: else -> skip
    fi
}

/* Some of thread t's pending hazard stores become visible now (nondeterministic). */
inline maybe_flush(t) {
#ifdef BUFFERED
    atomic {
        if :: sb[t].to[0] != NONE -> flush_word(t, 0) :: true -> skip fi;
        if :: sb[t].to[1] != NONE -> flush_word(t, 1) :: true -> skip fi
    }
#else
    skip
#endif
}

/* All of thread t's pending stores become visible (release store, lock, thread exit). */
inline flush_all(t) {
#ifdef BUFFERED
    d_step { flush_word(t, 0); flush_word(t, 1) }
#else
    skip
#endif
}

/* Call sites use these, so that the sequentially consistent variants have no extra steps. */
#ifdef BUFFERED
#define MAYBE_FLUSH(t)  maybe_flush(t);
#define FLUSH_ALL(t)    flush_all(t);
#else
#define MAYBE_FLUSH(t)
#define FLUSH_ALL(t)
#endif
#if defined(BUFFERED) && defined(FENCE_ALL)
#define FENCE_EVERY_THREAD  fence_every_thread();
#else
#define FENCE_EVERY_THREAD
#endif

/* Fences.fenceEveryThread() -> trellis_fence_all_threads(): membarrier(PRIVATE_EXPEDITED),
 * a full barrier on every running thread: every thread's buffer is flushed. */
inline fence_every_thread() {
#if defined(BUFFERED) && defined(FENCE_ALL)
    d_step {
        flush_word(0, 0); flush_word(0, 1);
        flush_word(1, 0); flush_word(1, 1);
        flush_word(2, 0); flush_word(2, 1)
    }
#else
    skip
#endif
}

/* ------------------------------------------------------------------------------------------ */
/* Properties                                                                                  */

/* P1: the box a reader uses has not been freed.  Boxes are never revived, so checking at the
 * last moment of the use (just before the retract, or at thread exit for a read the thread
 * never ended) covers the whole use: step 4 and the nested reads in between. */
#define use_box(b)  assert(boxst[b] != FREED)

/* P2: thread t's access through its words pointer c finds a record it owns. */
#ifdef CHECK_OWNER
#define owned(t, c)  assert(rec[c].st == TAKEN && rec[c].owner == t)
/* With P2 checked, no thread but the owner touches a record's depth (the writer reads only
 * hazard words), so the owner's plain depth accesses are merged into its neighbouring steps
 * (a reduction, sound because P2 holds).  Without P2 (BROKEN_*) each is a step of its own. */
#define PRIVATE_DEPTH
#else
#define owned(t, c)  skip
#endif

/* ------------------------------------------------------------------------------------------ */
/* ThreadRecords.claim(): lock `records`; take a free record (isTaken CAS false -> true) or
 * make a new one (ThreadRecord(), clean words); unlock; pthread_setspecific(key, record) and
 * trellis_set_current_words(record.words).  The pthread key registers trellis_thread_exit.  */
inline claim(t, c) {
    FLUSH_ALL(t)
    atomic {
        !recLock ->                       /* all.withLock { ... }: held for this step only */
        c = NONE;
        if
        :: rec[0].st == FREE -> c = 0
        :: rec[1].st == FREE -> c = 1
        :: rec[2].st == FREE -> c = 2
        :: else -> skip
        fi;
        if
        :: c != NONE ->
#ifdef CHECK_CLEAN
            /* P3: a record from the pool is clean */
            assert(rec[c].depth == 0 && rec[c].hz[0] == 0 && rec[c].hz[1] == 0)
#else
            skip
#endif
        :: else ->                        /* none free: a new record (maybe in freed memory) */
            if
            :: rec[0].st == UNMADE || rec[0].st == DESTROYED -> c = 0
            :: else ->
                if
                :: rec[1].st == UNMADE || rec[1].st == DESTROYED -> c = 1
                :: else -> c = 2
                fi
            fi;
            assert(rec[c].st == UNMADE || rec[c].st == DESTROYED);   /* R is large enough */
            rec[c].depth = 0; rec[c].hz[0] = 0; rec[c].hz[1] = 0
        fi;
        rec[c].st = TAKEN;
        rec[c].owner = t;
        keyval[t] = c;                    /* pthread_setspecific(key, record) */
        cur[t] = c                        /* trellis_set_current_words(record.words) */
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Reader: ValueSlot.withValue -> borrowLatest() ... end(_:).
 * begin_read leaves the box in b announced in hazard word i of record c (the Borrow);
 * i == NONE when the read took the retained path (not modelled).                          */
inline begin_read(t, c, i, b) {
    /* 1. ThreadRecord.currentWords: trellis_current_words(), or claim() on first use */
    if
    :: cur[t] == NONE -> claim(t, c)
    :: else -> skip
    fi;
    /* 2. borrowLatest(): index = words.depth (plain load); words.depth = index + 1 (plain store) */
#ifdef PRIVATE_DEPTH
    d_step {
        c = cur[t]; owned(t, c); i = rec[c].depth;
        if :: i < H -> rec[c].depth = i + 1 :: else -> skip fi
    };
#else
    d_step { c = cur[t]; i = rec[c].depth };
    if :: i < H -> rec[c].depth = i + 1 :: else -> skip fi;
#endif
    if
    :: i < H ->
        /* 3. announceLatest(in:at:) */
        b = latest;                               /* latest.load(acquiring) */
        MAYBE_FLUSH(t)
        do
        :: /* trellis_announce(words, index, bits) */
#ifdef BUFFERED
            atomic {
                /* relaxed store into the store buffer; an older pending store to the same
                 * word either lands first or is overwritten unseen */
                if :: sb[t].to[i] != NONE -> flush_word(t, i) :: true -> skip fi;
                sb[t].to[i] = c; sb[t].val[i] = b
            };
            MAYBE_FLUSH(t)
#else
            rec[c].hz[i] = b;                     /* seq_cst store */
#endif
            atomic {
                tmp = latest;                     /* the re-check: latest.load */
                if
                :: tmp == b -> tmp = 0; break
                :: else -> b = tmp; tmp = 0
                fi
            }
        od;
        MAYBE_FLUSH(t)
        /* 4. the caller uses box b (borrow.box._withUnsafeGuaranteedRef { body($0.value) })
         *    from here to end_read, which checks P1 */
    :: else ->
        i = NONE                                  /* nested deeper than H: retainLatest() */
    fi
}

/* 5. ValueSlot.end(_:): trellis_retract(words, index) (release store), words.depth = index */
inline end_read(t, c, i, b) {
    if
    :: i != NONE ->
        FLUSH_ALL(t)                             /* release: earlier stores land first */
#ifdef PRIVATE_DEPTH
        d_step { use_box(b); owned(t, c); rec[c].hz[i] = 0; rec[c].depth = i; c = 0; i = 0; b = 0 }
#else
        d_step { use_box(b); rec[c].hz[i] = 0 };  /* trellis_retract */
        d_step { rec[c].depth = i; c = 0; i = 0; b = 0 }   /* plain store */
#endif
    :: else -> c = 0; i = 0; b = 0
    fi
}

/* ------------------------------------------------------------------------------------------ */
/* trellis_thread_exit (Sources/TrellisThreads/TrellisThreads.c): the pthread-key destructor,
 * run on the exiting thread.  glibc sets the key's value to NULL and calls the destructor
 * with the old value (the record).                                                          */
inline thread_exit(t) {
    FLUSH_ALL(t)                                 /* thread exit drains the store buffer */
#ifdef BROKEN_EXIT
    d_step { r = keyval[t]; keyval[t] = NONE };   /* the thread keeps `cur`, the record is dirty */
#else
    /* glibc clears the key's value; (a) trellis_set_current_words(NULL): later destructors of
     * this thread that read a replaced value claim a record anew */
    d_step { r = keyval[t]; keyval[t] = NONE; cur[t] = NONE };
#ifndef BROKEN_DIRTY
    /* (b) clean the record (a thread that exited inside a read left its words in use):
     *     every hazard word = 0 (release stores, one step each), depth = 0 */
    rec[r].hz[0] = 0;
    d_step { rec[r].hz[1] = 0; rec[r].depth = 0 };
#endif
#endif
    /* (c) lock `records`, hand the record back (pool, or free it beyond the cap), unlock */
    atomic {
        !recLock ->
#ifdef NO_DESTROY
        rec[r].st = FREE;
#else
        if
        :: rec[r].st = FREE
        :: rec[r].st = DESTROYED
        fi;
#endif
        rec[r].owner = NONE;
        r = 0
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Reader A: a read whose value's method reads another replaced value (nesting depth 2). */
proctype Reader(byte t) {
    byte c0, i0, b0, c1, i1, b1, tmp;
    begin_read(t, c0, i0, b0);
    begin_read(t, c1, i1, b1);
    end_read(t, c1, i1, b1);
    end_read(t, c0, i0, b0)
}

/* Thread B: reads, then exits -- normally, or inside the read (pthread_exit in the value's
 * method, between steps 4 and 5: end(_:) never runs).  Its user destructor (a pthread key
 * created after the library's, so run after trellis_thread_exit) reads again; if that read
 * claimed a record (pthread_setspecific on the library's key), glibc runs another destructor
 * round and trellis_thread_exit hands that record back too. */
proctype Exiting(byte t) {
    byte c0, i0, b0, c1, i1, b1, tmp, r;
    begin_read(t, c0, i0, b0);
    if
    :: end_read(t, c0, i0, b0)                    /* the read ends, the thread exits later */
    :: d_step { use_box(b0); c0 = 0; i0 = 0; b0 = 0 }   /* pthread_exit inside the read:
                                                     the use ends here, the retract never runs */
    fi;
    thread_exit(t);                               /* round 1: trellis_thread_exit */
    begin_read(t, c1, i1, b1);                    /* the user's destructor reads */
    end_read(t, c1, i1, b1);
    if
    :: keyval[t] != NONE -> thread_exit(t)        /* round 2 */
    :: else -> skip
    fi
}

/* Thread C: a thread that starts at any time and reads once (it may claim B's record). */
proctype Starter(byte t) {
    byte c0, i0, b0, tmp;
    begin_read(t, c0, i0, b0);
    end_read(t, c0, i0, b0)
}

/* The writer: K calls of ValueSlot.install(_:) (writers are serialised by the registry). */

/* Whether record r is scanned: every record in ThreadRecords.all (-DSCAN_TAKEN_ONLY: TAKEN) */
#ifdef SCAN_TAKEN_ONLY
#define scanned(r)  (rec[r].st == TAKEN)
#else
#define scanned(r)  (rec[r].st == FREE || rec[r].st == TAKEN)
#endif
/* trellis_hazard(words, j): a seq_cst load of one hazard word, one step each */
#define load_hazard(r, j)  d_step { found = found || (scanned(r) && rec[r].hz[j] == x) }

proctype Writer() {
    byte n, old, x;
    bool found;
    n = 2;
    do
    :: n < NBOX ->
        /* Unmanaged.passRetained(Box(value)); latest.exchange(bits, sequentiallyConsistent) */
        d_step { boxst[n] = ALIVE; old = latest; latest = n };
        FENCE_EVERY_THREAD                        /* Fences.fenceEveryThread() */
        /* Retirement.retire(_:): retired.withLock { retired.append(previous); ... */
        atomic { !retLock -> retLock = 1; retired[old] = true; old = 0; x = 1 };
        do                                        /*   retired.filter { !anyAnnounces($0) } */
        :: x < NBOX && !retired[x] -> x++
        :: x < NBOX && retired[x] ->
            /* ThreadRecords.anyAnnounces(x): all.withLock { any record announces x } */
            atomic { !recLock -> recLock = 1; found = false };
            load_hazard(0, 0); load_hazard(0, 1);
            load_hazard(1, 0); load_hazard(1, 1);
            load_hazard(2, 0); load_hazard(2, 1);
            d_step {
                if
                :: !found -> boxst[x] = FREED; retired[x] = false   /* release(bits) */
                :: else -> skip
                fi;
                found = false;
                recLock = 0;
                x++
            }
        :: x >= NBOX -> break
        od;
        d_step { retLock = 0; x = 0; n++ }        /* } */
    :: else -> break
    od
}

init {
    d_step {
        boxst[1] = ALIVE;
        cur[0] = NONE; cur[1] = NONE; cur[2] = NONE;
        keyval[0] = NONE; keyval[1] = NONE; keyval[2] = NONE;
        rec[0].owner = NONE; rec[1].owner = NONE; rec[2].owner = NONE;
#ifdef BUFFERED
        sb[0].to[0] = NONE; sb[0].to[1] = NONE;
        sb[1].to[0] = NONE; sb[1].to[1] = NONE;
        sb[2].to[0] = NONE; sb[2].to[1] = NONE;
#endif
        skip
    };
    atomic {
        run Writer();
        run Reader(0);
        run Exiting(1);
        run Starter(2)
    }
}
