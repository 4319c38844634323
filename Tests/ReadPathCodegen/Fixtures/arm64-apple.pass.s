; Hand-written in the form swiftc -S gives for arm64-apple-macosx15.0: a probe reading a class
; through InjectedValues (first value, scoped value, default, and a replaced value borrowed in a
; hazard word). The retain of the borrowed value comes before the opaque retraction; the shared
; return block follows it. check.sh expects this listing to pass.
	.section	__TEXT,__text,regular,pure_instructions
	.build_version macos, 15, 0	sdk_version 15, 5
	.globl	_$s14ReadPathProbes20probeClassThroughKeyAA7ServiceCyF ; -- Begin function $s14ReadPathProbes20probeClassThroughKeyAA7ServiceCyF
	.p2align	2
_$s14ReadPathProbes20probeClassThroughKeyAA7ServiceCyF: ; @"$s14ReadPathProbes20probeClassThroughKeyAA7ServiceCyF"
	.cfi_startproc
; %bb.0:
	stp	x24, x23, [sp, #-64]!           ; 16-byte Folded Spill
	stp	x22, x21, [sp, #16]             ; 16-byte Folded Spill
	stp	x20, x19, [sp, #32]             ; 16-byte Folded Spill
	stp	x29, x30, [sp, #48]             ; 16-byte Folded Spill
	add	x29, sp, #48
	.cfi_def_cfa w29, 16
	.cfi_offset w30, -8
	.cfi_offset w29, -16
	bl	_$s16TrellisInjection0B7StorageO8registry0aC08RegistryCvau
	ldr	x19, [x0]
	ldr	x8, [x19, #32]
	ldr	x8, [x8, #16]
	cbnz	x8, LBB0_9
LBB0_1:
	ldr	x8, [x19, #16]
	ldr	x8, [x8, #16]
	ldp	x12, x9, [x8, #24]
Lloh4:
	adrp	x20, _$s14ReadPathProbes10ServiceKeyOMf@PAGE+16
Lloh5:
	add	x20, x20, _$s14ReadPathProbes10ServiceKeyOMf@PAGEOFF+16
	and	x11, x20, x12
LBB0_2:                                 ; =>This Inner Loop Header: Depth=1
	ldr	x10, [x9, x11, lsl #4]
	cmp	x10, x20
	b.eq	LBB0_4
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	cbz	x10, LBB0_8
	add	x11, x11, #1
	and	x11, x11, x12
	b	LBB0_2
LBB0_4:
	add	x9, x9, x11, lsl #4
	ldr	x21, [x9, #8]
	add	x8, x21, #24
	ldarb	w8, [x8]
	tbnz	w8, #0, LBB0_10
; %bb.5:
	ldr	x0, [x21, #16]
LBB0_6:
	bl	_swift_retain
LBB0_7:
	ldp	x29, x30, [sp, #48]             ; 16-byte Folded Reload
	ldp	x20, x19, [sp, #32]             ; 16-byte Folded Reload
	ldp	x22, x21, [sp, #16]             ; 16-byte Folded Reload
	ldp	x24, x23, [sp], #64             ; 16-byte Folded Reload
	ret
LBB0_8:
	bl	_$s14ReadPathProbes10ServiceKeyO12defaultValueAA0D0CvgZ
	b	LBB0_7
LBB0_9:
	mov	x0, x19
	bl	_$s14TrellisStorage8RegistryC6scoped_3for2asxSgAA13OverrideScopeVSg_SOxmts8SendableRzlF
	cbnz	x0, LBB0_6
	b	LBB0_1
LBB0_10:
Lloh0:
	adrp	x0, _trellis_thread_current@TLVPPAGE
Lloh1:
	ldr	x0, [x0, _trellis_thread_current@TLVPPAGEOFF]
	ldr	x8, [x0]
	blr	x8
	ldr	x22, [x0]
	cbnz	x22, LBB0_12
; %bb.11:
	bl	_$s14TrellisStorage13CurrentThreadO5claimSpySo20trellis_thread_wordsVGyFZ
	mov	x22, x0
LBB0_12:
	ldr	x23, [x22]
	add	x8, x23, #1
	str	x8, [x22]
	cmp	x23, #15
	b.gt	LBB0_20
; %bb.13:
	add	x8, x22, x23, lsl #3
	add	x20, x8, #32
LBB0_14:
	add	x8, x21, #32
	ldar	x24, [x8]
Lloh2:
	adrp	x8, _trellis_asymmetric_fences@GOTPAGE
Lloh3:
	ldr	x8, [x8, _trellis_asymmetric_fences@GOTPAGEOFF]
	ldr	w9, [x8]
	cbz	w9, LBB0_16
; %bb.15:
	str	x24, [x20]
	; InlineAsm Start
	; InlineAsm End
	b	LBB0_17
LBB0_16:
	stlr	x24, [x20]
LBB0_17:
	add	x9, x21, #32
	ldar	x9, [x9]
	cmp	x9, x24
	b.ne	LBB0_21
LBB0_18:
	ldr	x19, [x24, #16]
	mov	x0, x19
	bl	_swift_retain
	mov	x0, x20
	bl	_trellis_retract_word_opaque
	str	x23, [x22]
	ldr	w9, [x8]
	cbz	w9, LBB0_22
; %bb.19:
	str	xzr, [x20]
	; InlineAsm Start
	; InlineAsm End
LBB0_23:
	add	x9, x21, #32
	ldar	x9, [x9]
	cmp	x9, x24
	mov	x0, x19
	b.eq	LBB0_7
; %bb.24:
	bl	_$s14TrellisStorage9ValueSlotC11freeRetiredyyF
	mov	x0, x19
	b	LBB0_7
LBB0_20:
	mov	x0, x22
	mov	x1, x23
	bl	_$s14TrellisStorage13CurrentThreadO12overflowWordySpySuGSpySo20trellis_thread_wordsVG_SitFZ
	mov	x20, x0
	b	LBB0_14
LBB0_21:
	mov	x0, x9
	mov	x1, x20
	bl	_$s14TrellisStorage9ValueSlotC13announceAgain_2inS2u_SpySuGtF
	mov	x24, x0
	b	LBB0_18
LBB0_22:
	stlr	xzr, [x20]
	b	LBB0_23
	.loh AdrpLdrGot	Lloh2, Lloh3
	.loh AdrpLdr	Lloh0, Lloh1
	.loh AdrpAdd	Lloh4, Lloh5
	.cfi_endproc
                                        ; -- End function
	.section	__TEXT,__const
	.p2align	2, 0x0
_$s14ReadPathProbes10ServiceKeyOMf:
	.quad	0
	.quad	512

.subsections_via_symbols
