/*
 * Engine.pml -- an exhaustive model of Trellis' lock-free storage engine, for spin.
 *
 * Replaced values live in heap boxes.  Readers announce the box they read in a hazard word of
 * their thread's record; the writer frees a replaced box once no hazard word announces it, and
 * a reader that may have been the last to announce a replaced box sweeps (scans and frees what
 * no word announces) at the end of its read, after a failed re-check, or when its thread ends;
 * a thread that ends hands its record back, for a thread that starts later to claim.
 *
 * What each step stands for is named in the code below.  The names are the protocol's, as
 * Sources/TrellisStorage/README.md describes it; where the sources spell a name differently
 * the sources' name follows in parentheses:
 *   ValueSlot.swift     ValueSlot.borrowLatest(), ValueSlot.announceLatest(in:at:)
 *                       (announceLatest(in:), announceAgain(_:in:)), ValueSlot.end(_:) (and
 *                       endAfterCalling(_:), freeIfReplaced(_:)), ValueSlot.install(_:)
 *                       (replace(with:)), Retirement.retire(_:), Retirement.sweep()
 *   ThreadRecord.swift  ThreadRecords.claim(), ThreadRecords.anyAnnounces
 *                       (announcedBoxes()), the hand-back (ThreadRecords.takeBack, which
 *                       then sweeps), Fences.fenceEveryThread()
 *   TrellisThreads.h/.c trellis_announce (trellis_announce_word), trellis_retract
 *                       (trellis_retract_word[_opaque]), trellis_words_collect,
 *                       trellis_thread_exit (the pthread-key destructor; the cleaning is
 *                       trellis_words_clean), trellis_fence_all_threads (membarrier)
 *
 * =============================================================================================
 * VARIANTS (spin -a -D...; check.sh runs each with its expectation)
 *
 *   (no define)             FIXED protocol, seq_cst announcement                   must verify
 *   -DBUFFERED -DFENCE_ALL  FIXED protocol, asymmetric fences: relaxed hazard store (plus a
 *                           compiler barrier) that may stay in the reader's store buffer; the
 *                           writer runs membarrier between its exchange and its scan
 *                                                                                  must verify
 *   -DBROKEN_EXIT           trellis_thread_exit hands the record back without clearing the
 *                           thread's `cur` and without cleaning it (the code in which the bug
 *                           was found: the destructor only stored isTaken = false)
 *                                                       must violate P1 (use after free)
 *   -DBUFFERED              "acquire re-check": relaxed/release hazard store, re-check load
 *                           that may be satisfied before the store is visible (an acquire
 *                           load: AArch64 LDAPR does that), no writer barrier
 *                                                       must violate P1 (use after free)
 *   -DBROKEN_DIRTY          trellis_thread_exit clears `cur` but does not clean the record
 *                                                       must violate P3 (clean hand-over)
 *   -DNO_SWEEP              no thread but the writer frees (the engine before sweeps): a box a
 *                           reader held when it was retired is never freed
 *                                                       must violate P4 (freed at the end)
 *   -DBUFFER_RETRACT        without expedited fences, the retraction is a release store only (no
 *                           seq_cst trellis_announce_word(word, 0) before the check): it may stay
 *                           in the store buffer while the check reads `latest`
 *                                                       must violate P4
 *   -DNO_RECHECK_SWEEP      no sweep after a failed re-check (announceAgain)  must violate P4
 *   -DNO_EXIT_SWEEP         no sweep when a thread's record is handed back     must violate P4
 *   -DREACH=n               reachability probes (non-vacuity) in the FIXED model: an assertion
 *                           that an interesting situation never happens, which spin must refute:
 *                           1 a record that B left inside a read is claimed again
 *                           2 a retired box that a scan found announced is freed by a later scan
 *                           3 a re-check fails (the announce loop goes round again)
 *                           4 the user destructor claimed a record: a second destructor round runs
 *                           5 a new record is made in the memory of a destroyed one
 *                           6 (with -DBUFFERED -DFENCE_ALL) the membarrier finds a pending store
 *                           7 a reader's sweep frees a box
 *                           8 a reader's sweep keeps a retired box that its own outer read
 *                             announces
 *
 * Options (defaults: every thread below, K = 2):
 *   -DK=n           replacements the writer makes
 *   -DFLAT_A        reader A reads once instead of a read with a nested read
 *   -DFLAT_B        thread B reads once (not nested) before it exits
 *   -DNO_STARTER    no thread C
 *   -DNO_READER     no thread A
 *   -DLATE_START    thread C starts only after B's first trellis_thread_exit (default: any time)
 *   -DSCAN_POOL     the scan also reads the records FREE in the pool (default: TAKEN records
 *                   only, the code's `live` list); implied by BROKEN_EXIT
 *   -DNO_DESTROY    records handed back always stay in the pool (default: any hand-back may
 *                   instead free the record, see "Records" below); implied by BROKEN_EXIT
 *
 * =============================================================================================
 * PROPERTIES (assertions; spin also reports invalid end states, i.e. a deadlock or a process
 * blocked forever on a lock)
 *
 *   P1 no use after free   assert(boxst[b] != FREED) at the end of every use of box b.  Boxes
 *                          are never revived, so checking at the last moment of a use (just
 *                          before the retract, or at the thread's exit for a read it never
 *                          ended) covers the whole use, including the nested reads made
 *                          during it.                                              (always)
 *   P2 ownership           every access a thread makes through its words pointer finds a
 *                          record TAKEN by that thread: never one another thread owns, a free
 *                          one, or a destroyed one; and every hazard word the writer's scan
 *                          loads belongs to a record it scans (not one destroyed meanwhile).
 *                                                                       (CHECK_OWNER: FIXED)
 *   P3 clean hand-over     a record taken from the pool has depth 0 and every hazard word 0.
 *                                                        (CHECK_CLEAN: FIXED, BROKEN_DIRTY)
 *   P4 freed at the end    once every thread has finished, every box but `latest` is freed: a
 *                          replaced box outlives no read (nor thread) that held it, even with
 *                          no later write.        (CHECK_FREED: FIXED and the P4 variants above)
 *   BROKEN_EXIT checks only P1: with P2 on, spin reports the root cause first (the user
 *   destructor writes into a record a new thread owns); with P3 on, a thread that exited inside
 *   a read leaves a dirty record.  BROKEN_DIRTY checks P3: a dirty record by itself only leaks
 *   hazard words (boxes that are never freed), it causes no use after free.  The BROKEN ones
 *   and the acquire re-check do not check P4 (their bugs leave boxes unfreed too).
 *
 * =============================================================================================
 * THREADS
 *   Writer   K calls of ValueSlot.install(_:) (writers are serialised by the registry; one).
 *   A        (Reader)   a read whose value's method reads another replaced value (depth 2).
 *   Every read ends with ValueSlot.end(_:): retract; if `latest` is no longer the borrowed box,
 *   sweep.  A read whose re-check failed sweeps once a re-check holds.  Every hand-back of a
 *   record (the end of B's thread, in each round) is followed by a sweep.
 *   B        (Exiting)  a read with a nested read; then the thread exits: normally, inside the
 *                       nested read, or inside the outer read after the nested one ended
 *                       (pthread_exit in the value's method: ValueSlot.end(_:) never runs).
 *                       trellis_thread_exit runs; then a user's pthread-key destructor (a key
 *                       created after the library's, so run after it) reads a replaced value;
 *                       if that read claimed a record (pthread_setspecific on the library's
 *                       key), glibc runs another round and trellis_thread_exit runs again.
 *   C        (Starter)  a thread that starts at any time and reads once; it may claim B's
 *                       record.  (A claims its record lazily too, so A can also be the thread
 *                       that gets B's record.)
 *
 * =============================================================================================
 * ABSTRACTIONS
 *   Boxes     Small integer ids, never reused.  Box 1 is the value installed before the
 *             threads start (in the code `latest` is nonzero once `isReplaced` is set, so a
 *             reader on the box path always finds a box); the writer installs boxes 2..K+1.
 *             Hazard value 0 announces nothing.
 *   Records   R = 3 records of H = 2 hazard words (the code has 16 per block and overflow
 *             chunks beyond; two words suffice for one nested read).  A read nested deeper
 *             than H (possible only in the broken variants, whose depth words race) is
 *             skipped: the overflow chunks are not modelled.  Record states: UNMADE (not
 *             allocated yet), FREE (kept for a later thread: the code's `spare`), TAKEN (the
 *             code's `live`), DESTROYED (memory freed).  The spare cap (16) is abstracted:
 *             every hand-back nondeterministically keeps the record or destroys it, which
 *             covers every cap.  A claim takes any FREE record (nondeterministically); if none
 *             is free it makes a new, clean record, possibly in the memory of a destroyed
 *             one.  Three records always suffice (at most three are taken at once), which is
 *             asserted.
 *   Locks     `records` (ThreadRecords' pool lock) is a bit; `retired` (Retirement's) is
 *             `scanner`, the thread that holds it (NONE: free).  claim and hand-back touch
 *             nothing but the pool while they hold `records`, so each is one atomic step that
 *             waits for the lock to be free.  A scanner (the writer's retire, or a sweep) takes
 *             retired, then records, in one step once both are free; holds records across its
 *             scan (one load per step) and retired until it has decided what to free.  It marks
 *             boxes FREED in that last step; the code frees them after letting go of its locks,
 *             i.e. later, which can only help readers (and the code frees them before the
 *             scanning call returns, which is all P4 asks).  Only the holder of `retired`
 *             scans, so the scan's cursor and what it saw are one set of globals.  A sweep that
 *             finds no box retired lets go at once (`guard !retired.isEmpty`).
 *   Depth     The `depth` word is plain and the owner's only.  When P2 is checked (FIXED
 *             variants) the owner's depth accesses are folded into its neighbouring steps
 *             (sound: P2 proves no other thread touches the word, and the writer never reads
 *             it).  In the BROKEN variants each depth load and store is a step of its own, so
 *             the race of two threads on one record is modelled exactly.
 *   Memory    spin is sequentially consistent.  The one relaxed access modelled is the
 *             reader's hazard store, the store-buffering half of the protocol.  With
 *             -DBUFFERED, trellis_announce puts its store in the thread's store buffer (one
 *             entry per hazard word, so stores to different words land in any order); the
 *             thread's re-check load of `latest` reads memory, so it can run while the store
 *             is still pending -- which a relaxed store followed by an acquire load allows,
 *             and a relaxed store + compiler barrier followed by any load allows in hardware.
 *             A pending store lands (see lands()) at any later moment, nondeterministically,
 *             and at the latest: before the thread's next store to the same word (or it is
 *             overwritten unseen), before its trellis_retract (a release store: earlier
 *             stores land first), at thread exit, and at the writer's membarrier.  Without
 *             -DBUFFERED the store is visible at once, which for a seq_cst store followed by a
 *             seq_cst load is the same as "lands before the load".  All other accesses are
 *             sequentially consistent (the writer's exchange and hazard loads are seq_cst in
 *             the code; nothing a reader does after a load of `latest` can move before it).
 *             The retraction (release): without -DBUFFERED it is visible at once, which models
 *             the code's release store followed by the seq_cst trellis_announce_word(word, 0)
 *             before the check's seq_cst load; with -DBUFFERED (and alone, -DBUFFER_RETRACT)
 *             it goes into the store buffer after the thread's earlier stores land, so the
 *             check can read `latest` while it is pending (the relaxed store of 0 that follows
 *             it in the code leaves the same pending value; its compiler barrier keeps the
 *             check after it, as here).  A scanner's lock lands its own pending stores (it
 *             reads its own words through store forwarding, and no other scanner runs before
 *             it lets go, a release).
 *
 * =============================================================================================
 * ORDERING PAIRS the protocol relies on (what the FIXED variants verify)
 *   seq_cst     reader  trellis_announce: seq_cst store hazard[i] = b
 *                     ; announceLatest's re-check: seq_cst load of latest
 *               pairs with
 *               writer  install: latest.exchange (seq_cst)
 *                     ; retire -> announcedBoxes -> trellis_words_collect: seq_cst loads of the words.
 *               In the single total order of seq_cst operations either the reader's store
 *               precedes the writer's load of that word (the scan sees the announcement) or
 *               the writer's exchange precedes the reader's re-check (the check fails, the
 *               reader announces the new box instead).  With an acquire re-check (RCpc) the
 *               load may be satisfied before the store is visible: neither holds (BUFFERED).
 *   asymmetric  reader  trellis_announce: relaxed store + compiler barrier asm("":::"memory")
 *                     ; re-check load of latest
 *               pairs with
 *               writer  latest.exchange ; Fences.fenceEveryThread() (membarrier
 *                       PRIVATE_EXPEDITED: a full barrier on every running thread) ; scan.
 *               The barrier runs on the reader's CPU either after the hazard store (the store
 *               is visible to the scan) or before the re-check (the re-check sees the
 *               exchange); the compiler barrier keeps the compiler from moving the re-check
 *               load above the store.  (BUFFERED + FENCE_ALL)
 *   retract     trellis_retract (release) pairs with the scan's load of that word: every use
 *               of a box ends before the store that lets the writer free it (P1 is checked
 *               in the same step as the retract).
 *   records     claim and hand-back under `records` pair with the scan under `records`: a
 *               record claimed after the scan began is claimed after the exchange, so its
 *               first re-check sees the new box.
 *   sweep       the retraction, then the check of `latest`, pair like the announcement and the
 *               re-check (seq_cst, or asymmetric): either the writer's scan sees the retraction
 *               or the check sees the exchange and the reader sweeps.  A sweep holds `retired`,
 *               so it scans before the writer appends the box (and the writer's scan is later
 *               still) or after the exchange and the fence, as the writer's scan does.  (P4,
 *               and P1 for the sweeps)
 */

#define NONE      255

#define R         3          /* thread records */
#define H         2          /* hazard words per record */
#ifndef K
#define K         2          /* replacements the writer makes */
#endif
#define NBOX      (K + 2)    /* box ids: 0 (nothing), 1 .. K+1 */
#define T         3          /* reading threads: 0 = A, 1 = B (exits), 2 = C (starts any time) */
#define B_ID      1

#ifndef REACH
#define REACH     0
#endif

/* box states */
#define ALIVE     1
#define FREED     2

/* record states */
#define UNMADE    0
#define FREE      1
#define TAKEN     2
#define DESTROYED 3

/* properties per variant (see above) */
#if !defined(BROKEN_EXIT) && !defined(BROKEN_DIRTY)
#define CHECK_OWNER
#define CHECK_CLEAN
#endif
#ifdef BROKEN_DIRTY
#define CHECK_CLEAN
#endif
#ifdef BROKEN_EXIT
#define NO_DESTROY            /* as in the code in which the bug was found: records were never */
#define SCAN_POOL             /* freed, and writers scanned every record ever made             */
#endif
#ifdef CHECK_OWNER
#define PRIVATE_DEPTH
#endif
#if !defined(BROKEN_EXIT) && !defined(BROKEN_DIRTY) && !(defined(BUFFERED) && !defined(FENCE_ALL))
#define CHECK_FREED
#endif
#ifdef BUFFERED
#define BUFFER_RETRACT        /* a relaxed announcement comes with a release retraction */
#endif
#if defined(BUFFERED) || defined(BUFFER_RETRACT)
#define STORE_BUFFERS
#endif
#ifdef NO_SWEEP
#define NO_RECHECK_SWEEP
#define NO_EXIT_SWEEP
#endif

/* ---------------------------------------------------------------------------------------------
 * Shared state */

/* trellis_thread_words: depth (plain word, the owner's only) and the hazard words (atomics),
 * plus where the record is: ThreadRecords' `live` list (TAKEN) or `spare` list (FREE) */
typedef Record {
    byte st;          /* UNMADE / FREE / TAKEN / DESTROYED */
    byte owner;       /* the thread that took it (ghost, for P2) */
    byte depth;       /* trellis_thread_words.depth */
    byte hz[H]        /* trellis_thread_words.hazards */
};
Record rec[R];

byte latest = 1;      /* ValueSlot.latest */
byte boxst[NBOX];     /* 0 (not made yet) / ALIVE / FREED */
bool retired[NBOX];   /* Retirement.retired, as a set of box ids */
bool recLock;         /* `records`: ThreadRecords' pool lock */
byte scanner = NONE;  /* `retired`, Retirement's lock: the thread that holds it, or NONE */
#define WRITER    3   /* the writer, as a scanner */

/* The scan of whoever holds `retired` (announcedBoxes() and the filter in Retirement):
 * its cursor (hazard word record * H + index), the boxes it found announced, its loop index. */
byte sw, sx;
bool seen[NBOX];

byte cur[T];          /* per thread: the C thread-local trellis_thread_current (a record or NONE) */
byte keyval[T];       /* per thread: its value of the library's pthread key (trellis_exit_key) */

#ifdef LATE_START
bool handedBack;      /* ghost: B's first trellis_thread_exit is done */
#endif
#if REACH == 1
bool exitedInRead[R]; /* ghost: B exited inside a read while it owned this record */
#endif
#if REACH == 2
bool survived[NBOX];  /* ghost: a scan found this retired box announced */
#endif

#ifdef STORE_BUFFERS
/* Per reading thread: entry w of its store buffer is a pending store to hazard word w of
 * record `to` (NONE: nothing pending) with value `val`. */
typedef Buffer { byte to[H]; byte val[H] };
Buffer sb[T];
#endif

/* ---------------------------------------------------------------------------------------------
 * Store buffers (BUFFERED or BUFFER_RETRACT only) */

inline flush_word(t, w) {
    if
    :: sb[t].to[w] != NONE ->
        rec[sb[t].to[w]].hz[w] = sb[t].val[w];
        sb[t].to[w] = NONE; sb[t].val[w] = 0
    :: else -> skip
    fi
}

/* When does a pending store become visible?  Hazard words are read only by scan loads (the
 * writer's, or a sweep's, whose lock first lands its own thread's pending stores; a reader never
 * reads one otherwise), and a word's memory changes only when a pending store to it lands or
 * when its owner writes it directly after draining its buffer.
 * So a store that lands at some moment cannot be told apart from one that lands just before
 * the next scan load of that word, or when it is forced out.  The model lets pending stores
 * land exactly there: at each scan load of word (r, j), any pending stores to it land first,
 * in any order, or not -- which covers "at any later moment" without steps of its own.  (Two
 * threads have stores pending to one word only in BROKEN_EXIT.) */
inline lands(r, j) {
#ifdef STORE_BUFFERS
    do
    :: sb[0].to[j] == r -> flush_word(0, j)
    :: sb[1].to[j] == r -> flush_word(1, j)
    :: sb[2].to[j] == r -> flush_word(2, j)
    :: true -> break
    od
#else
    skip
#endif
}

/* All of thread t's pending stores land (before a release store, a lock, thread exit). */
#ifdef STORE_BUFFERS
#define FLUSH_ALL(t)  flush_word(t, 0); flush_word(t, 1);
#else
#define FLUSH_ALL(t)
#endif

/* Fences.fenceEveryThread() -> trellis_fence_all_threads(): membarrier(PRIVATE_EXPEDITED), a
 * full barrier on every running thread before it returns: every pending store lands. */
#if defined(STORE_BUFFERS) && defined(FENCE_ALL)
#if REACH == 6
#define PROBE_FENCE  assert(sb[0].to[0] == NONE && sb[0].to[1] == NONE && sb[1].to[0] == NONE && \
                            sb[1].to[1] == NONE && sb[2].to[0] == NONE && sb[2].to[1] == NONE);
#else
#define PROBE_FENCE
#endif
#define FENCE_EVERY_THREAD \
    d_step { \
        PROBE_FENCE \
        flush_word(0, 0); flush_word(0, 1); \
        flush_word(1, 0); flush_word(1, 1); \
        flush_word(2, 0); flush_word(2, 1) \
    };
#else
#define FENCE_EVERY_THREAD
#endif

/* ---------------------------------------------------------------------------------------------
 * Properties */

#define use_box(b)  assert(boxst[b] != FREED)                                     /* P1 */

#ifdef CHECK_OWNER
#define owned(t, c)  assert(rec[c].st == TAKEN && rec[c].owner == t)             /* P2 */
#define scan_live(r) assert(scanned(r))   /* P2, the writer's side: the record it loads from
                                             is still one it scans, never a destroyed one */
#else
#define owned(t, c)  skip
#define scan_live(r) skip
#endif

/* ---------------------------------------------------------------------------------------------
 * The scan */

/* The records the scan reads: those TAKEN (the code's `live` list; the protocol's "every TAKEN
 * record"); with -DSCAN_POOL also those FREE in the pool (the code in which the exit bug was
 * found walked every record it had ever made). */
#ifdef SCAN_POOL
#define scanned(r)  (rec[r].st == FREE || rec[r].st == TAKEN)
#else
#define scanned(r)  (rec[r].st == TAKEN)
#endif

/* The scan walks hazard word sw = record * H + index of every scanned record, one seq_cst
 * load per step.  Record states cannot change while the scanner holds `records`, so words of
 * records it does not scan are passed over without steps of their own. */
#define skip_unscanned  do :: sw < R * H && !scanned(sw / H) -> sw++ :: else -> break od

/* The scan (announcedBoxes() -> trellis_words_collect) and the free of what it did not find,
 * by the holder of `retired` (the writer's retire, or a sweep), which took `records` in the
 * same step, set sw = 0 and moved it to the first scanned word (skip_unscanned). */

#if REACH == 2
#define PROBE_FREE(x)     assert(!survived[x]);   /* probe: a box that survived a scan is freed */
#define PROBE_SURVIVE(x)  survived[x] = true;
#elif REACH == 7
#define PROBE_FREE(x)     assert(scanner == WRITER);  /* probe: a reader's sweep frees a box */
#define PROBE_SURVIVE(x)
#elif REACH == 8
#define PROBE_FREE(x)
/* probe: a sweep keeps a retired box that its own thread's outer read (hazard word 0 of its
 * current record) announces */
#define PROBE_SURVIVE(x)  assert(!(scanner != WRITER && cur[scanner] != NONE && rec[cur[scanner]].hz[0] == x));
#else
#define PROBE_FREE(x)
#define PROBE_SURVIVE(x)
#endif

inline scan_and_free() {
    do
    :: sw < R * H ->
        /* trellis_words_collect: seq_cst load of one hazard word */
        atomic {
            scan_live(sw / H);
            lands(sw / H, sw % H);
            seen[rec[sw / H].hz[sw % H]] = true;
            sw++; skip_unscanned
        }
    :: else -> break
    od;
    /*   }  (records unlocked)
     *   free every retired box that no scanned word announced  (release(bits): the code
     *   frees after letting go of both locks, i.e. later, which can only help readers)
     * }  (retired unlocked) */
    atomic {
        recLock = 0;
        sx = 1;
        do
        :: sx < NBOX ->
            if
            :: retired[sx] && !seen[sx] -> PROBE_FREE(sx) boxst[sx] = FREED; retired[sx] = false
            :: retired[sx] && seen[sx] -> PROBE_SURVIVE(sx) skip
            :: else -> skip
            fi;
            seen[sx] = false;
            sx++
        :: else -> break
        od;
        seen[0] = false;
        scanner = NONE;
        sx = 0; sw = 0
    }
}

/* Retirement.sweep(): retired.withLock { guard !retired.isEmpty; scan; take out what no word
 * announces }, then free.  Thread t's pending stores land when it takes the lock. */
#define NONE_RETIRED  (!retired[1] && !retired[2] && !retired[NBOX - 1])    /* K <= 2 */
inline sweep(t) {
    atomic {
        scanner == NONE && !recLock ->
        FLUSH_ALL(t)
        if
        :: NONE_RETIRED -> skip                       /* nothing to scan: lets go at once */
        :: else -> scanner = t; recLock = 1; sw = 0; skip_unscanned
        fi
    };
    if
    :: scanner == t -> scan_and_free()
    :: else -> skip
    fi
}

/* ---------------------------------------------------------------------------------------------
 * ThreadRecords.claim(): records.withLock { a spare record, or a new ThreadRecord() (its block
 * zeroed by trellis_words_create); into `live` }; then trellis_thread_attach:
 * pthread_setspecific(trellis_exit_key, words) (which arms trellis_thread_exit for this
 * thread) and trellis_thread_current = words.
 * Runs inside an atomic step guarded by !recLock: nothing but the pool is touched meanwhile. */
inline claim_body(t, c) {
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
        assert(rec[c].depth == 0 && rec[c].hz[0] == 0 && rec[c].hz[1] == 0);      /* P3 */
#endif
#if REACH == 1
        assert(!exitedInRead[c]);     /* probe: a record B left inside a read is reused */
#endif
        skip
    :: else ->                        /* none free: a new record, maybe in freed memory */
        if
        :: rec[0].st == UNMADE || rec[0].st == DESTROYED -> c = 0
        :: else ->
            if
            :: rec[1].st == UNMADE || rec[1].st == DESTROYED -> c = 1
            :: else -> c = 2
            fi
        fi;
        assert(rec[c].st == UNMADE || rec[c].st == DESTROYED);        /* R is large enough */
#if REACH == 5
        assert(rec[c].st != DESTROYED);   /* probe: a destroyed record's memory is reused */
#endif
        rec[c].depth = 0; rec[c].hz[0] = 0; rec[c].hz[1] = 0   /* trellis_words_create */
    fi;
    rec[c].st = TAKEN;
    rec[c].owner = t;
    keyval[t] = c;                    /* pthread_setspecific(trellis_exit_key, words) */
    cur[t] = c                        /* trellis_thread_current = words */
}

/* ---------------------------------------------------------------------------------------------
 * A read: ValueSlot.withValue -> borrowLatest() ... end(_:).
 * begin_read leaves box b announced in hazard word i of record c (the Borrow); i == NONE when
 * the read is nested deeper than H (an overflow word in the code; not modelled). */
inline begin_read(t, c, i, b) {
    /* tmp: the re-check failed at least once (announceAgain), so the read sweeps once one
     * holds */
    /* 1. ThreadRecord.currentWords (CurrentThread.words): trellis_current_words(), or
     *    ThreadRecords.claim() on the thread's first read.
     * 2. borrowLatest(): index = words.depth (plain load); words.depth = index + 1 (plain
     *    store).  With PRIVATE_DEPTH these are folded into this step. */
    atomic {
        (cur[t] != NONE || !recLock) ->
        if
        :: cur[t] == NONE -> FLUSH_ALL(t) claim_body(t, c)
        :: else -> skip
        fi;
#ifdef PRIVATE_DEPTH
        c = cur[t]; owned(t, c);
        i = rec[c].depth;
        if :: i < H -> rec[c].depth = i + 1 :: else -> i = NONE fi
    };
#else
        c = cur[t]
    };
    i = rec[c].depth;                                               /* plain load */
    if :: i < H -> rec[c].depth = i + 1 :: else -> i = NONE fi;     /* plain store */
#endif
    if
    :: i != NONE ->
        /* 3. announceLatest(in:at:) */
        b = latest;                                   /* latest.load(acquiring) */
        do
        :: /* trellis_announce(words, index, bits) */
#ifdef BUFFERED
            atomic {
                /* relaxed store, into the store buffer; an older pending store to the same
                 * word lands first, or is overwritten unseen */
                if :: sb[t].to[i] != NONE -> flush_word(t, i) :: true -> skip fi;
                sb[t].to[i] = c; sb[t].val[i] = b
            };
#else
            rec[c].hz[i] = b;                         /* seq_cst store */
#endif
            atomic {
                if
                :: latest == b -> break               /* the re-check: latest.load */
                :: else ->
#if REACH == 3
                    assert(false);                    /* probe: a re-check fails */
#endif
                    b = latest; tmp = 1
                fi
            }
        od;
#ifndef NO_RECHECK_SWEEP
        /* announceAgain: a scan may have kept the replaced box this thread announced */
        if
        :: tmp -> tmp = 0; sweep(t)
        :: else -> skip
        fi;
#else
        tmp = 0;
#endif
        /* 4. the caller uses box b (borrow.box._withUnsafeGuaranteedRef { body($0.value) })
         *    until end_read, which checks P1 */
    :: else -> skip                                   /* deeper than H: not modelled */
    fi
}

/* 5. ValueSlot.end(_:): trellis_retract(words, index), a release store (the thread's earlier
 *    stores land first); words.depth = index (plain store); then freeIfReplaced: the check
 *    (latest.load) and, if the borrowed box is no longer the latest, a sweep. */
#ifdef BUFFER_RETRACT
/* into the store buffer, after the earlier stores land: the check may run while it is pending */
#define RETRACT(t, c, i)  FLUSH_ALL(t) sb[t].to[i] = c; sb[t].val[i] = 0
#else
/* visible before the check: the code's seq_cst trellis_announce_word(word, 0) */
#define RETRACT(t, c, i)  FLUSH_ALL(t) rec[c].hz[i] = 0
#endif

inline end_read(t, c, i, b) {
    if
    :: i != NONE ->
#ifdef PRIVATE_DEPTH
        d_step {
            use_box(b); owned(t, c);
            RETRACT(t, c, i);                         /* trellis_retract */
            rec[c].depth = i;
            c = 0; i = 0
        };
#else
        d_step { use_box(b); RETRACT(t, c, i) };      /* trellis_retract */
        d_step { rec[c].depth = i; c = 0; i = 0 };    /* plain store */
#endif
#ifndef NO_SWEEP
        if
        :: latest != b -> b = 0; sweep(t)             /* the check: latest.load */
        :: else -> b = 0
        fi
#else
        b = 0
#endif
    :: else -> c = 0; i = 0; b = 0
    fi
}

/* ---------------------------------------------------------------------------------------------
 * trellis_thread_exit (Sources/TrellisThreads/TrellisThreads.c), the pthread-key destructor.
 * glibc runs it on the exiting thread after setting the key's value to NULL, passing the old
 * value (the record).  Thread exit drains the store buffer. */
inline thread_exit(t) {
#ifdef BROKEN_EXIT
    /* only hands the record back: `cur` still points at it, its words stay as they are */
    d_step { FLUSH_ALL(t) r = keyval[t]; keyval[t] = NONE };
#else
    /* (a) trellis_thread_current = NULL: a later destructor of this thread that reads a
     *     replaced value claims a record anew */
    d_step { FLUSH_ALL(t) r = keyval[t]; keyval[t] = NONE; cur[t] = NONE };
#ifndef BROKEN_DIRTY
    /* (b) trellis_words_clean: a thread that exited inside a read left words in use;
     *     every hazard word = 0 (a release store each), depth = 0 */
    rec[r].hz[0] = 0;
    d_step { rec[r].hz[1] = 0; rec[r].depth = 0 };
#endif
#endif
    /* (c) the exit handler, ThreadRecords.takeBack: records.withLock { out of `live`; into
     *     `spare` (FREE), or freed beyond the cap (DESTROYED) } */
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
    };
#ifndef NO_EXIT_SWEEP
    sweep(t)                /* ThreadRecords.takeBack, after the records lock: Retirement.sweep() */
#else
    skip
#endif
}

/* ---------------------------------------------------------------------------------------------
 * Threads */

proctype Reader(byte t) {                             /* thread A */
    byte c0, i0, b0, c1, i1, b1, tmp;
    begin_read(t, c0, i0, b0);
#ifndef FLAT_A
    begin_read(t, c1, i1, b1);                        /* the value's method reads again */
    end_read(t, c1, i1, b1);
#endif
    end_read(t, c0, i0, b0)
}

/* The end of a read the thread never ended: pthread_exit inside it. */
#if REACH == 1
#define exited_in_read(c, i, b)  d_step { use_box(b); exitedInRead[c] = true; c = 0; i = 0; b = 0 }
#else
#define exited_in_read(c, i, b)  d_step { use_box(b); c = 0; i = 0; b = 0 }
#endif

proctype Exiting(byte t) {                            /* thread B */
    byte c0, i0, b0, c1, i1, b1, tmp, r;
    begin_read(t, c0, i0, b0);
#ifndef FLAT_B
    begin_read(t, c1, i1, b1);                        /* the value's method reads again */
    if
    :: end_read(t, c1, i1, b1);
        if
        :: end_read(t, c0, i0, b0)                    /* both reads end; exit later */
        :: exited_in_read(c0, i0, b0)                 /* pthread_exit in the outer read */
        fi
    :: exited_in_read(c1, i1, b1);                    /* pthread_exit in the nested read */
        exited_in_read(c0, i0, b0)
    fi;
#else
    if
    :: end_read(t, c0, i0, b0)                        /* the read ends; exit later */
    :: exited_in_read(c0, i0, b0)                     /* pthread_exit inside the read */
    fi;
#endif
    thread_exit(t);                                   /* round 1: trellis_thread_exit */
#ifdef LATE_START
    handedBack = true;
#endif
    begin_read(t, c1, i1, b1);                        /* the user's destructor reads */
    end_read(t, c1, i1, b1);
    if
    :: keyval[t] != NONE ->                           /* it claimed: another round */
#if REACH == 4
        assert(false);                                /* probe: round 2 runs */
#endif
        thread_exit(t)
    :: else -> skip
    fi
}

proctype Starter(byte t) {                            /* thread C */
    byte c0, i0, b0, tmp;
#ifdef LATE_START
    handedBack;                                       /* starts after B's hand-back */
#endif
    begin_read(t, c0, i0, b0);
    end_read(t, c0, i0, b0)
}

/* ---------------------------------------------------------------------------------------------
 * The writer: K calls of ValueSlot.install(_:) (ValueSlot.replace(with:) in the code). */

proctype Writer() {
    byte n, old;
    n = 2;
    do
    :: n < NBOX ->
        /* Unmanaged.passRetained(Box(value)); latest.exchange(bits, sequentiallyConsistent) */
        d_step { boxst[n] = ALIVE; old = latest; latest = n };
        FENCE_EVERY_THREAD                            /* Fences.fenceEveryThread() */
        /* Retirement.retire(_:): retired.withLock { retired.append(previous)
         *   ThreadRecords.anyAnnounces (announcedBoxes() in the code): records.withLock {
         * (both taken in one step once both are free) */
        atomic {
            scanner == NONE && !recLock ->
            scanner = WRITER; recLock = 1;
            retired[old] = true; old = 0;
            sw = 0; skip_unscanned
        };
        scan_and_free();
        n++
    :: else -> break
    od
}

init {
    byte y;
    d_step {
        boxst[1] = ALIVE;
        cur[0] = NONE; cur[1] = NONE; cur[2] = NONE;
        keyval[0] = NONE; keyval[1] = NONE; keyval[2] = NONE;
        rec[0].owner = NONE; rec[1].owner = NONE; rec[2].owner = NONE;
#ifdef STORE_BUFFERS
        sb[0].to[0] = NONE; sb[0].to[1] = NONE;
        sb[1].to[0] = NONE; sb[1].to[1] = NONE;
        sb[2].to[0] = NONE; sb[2].to[1] = NONE;
#endif
        skip
    };
    atomic {
        run Writer();
#ifndef NO_READER
        run Reader(0);
#endif
        run Exiting(B_ID);
#ifndef NO_STARTER
        run Starter(2)
#endif
    };
#ifdef CHECK_FREED
    /* P4: once every other process has ended, every box but the latest is freed */
    (_nr_pr == 1);
    d_step {
        y = 1;
        do
        :: y < NBOX -> assert(y == latest || boxst[y] == FREED); y++
        :: else -> break
        od
    }
#endif
}
