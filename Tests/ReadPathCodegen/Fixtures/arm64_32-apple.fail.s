; Hand-written in the form swiftc -S gives for arm64_32-apple-watchos11.0 (32-bit pointers in
; w registers), edited by hand: the specialisation returns the string unretained (…Tf4n_g) and the
; probe copies it after the call, so after the retraction the specialisation made. check.sh
; expects this listing to fail.
	.section	__TEXT,__text,regular,pure_instructions
	.build_version watchos, 11, 0	sdk_version 11, 5
	.globl	_$s14ReadPathProbes18probeSlotWithValueySS14TrellisStorage0gE0CySSGF ; -- Begin function $s14ReadPathProbes18probeSlotWithValueySS14TrellisStorage0gE0CySSGF
	.p2align	2
_$s14ReadPathProbes18probeSlotWithValueySS14TrellisStorage0gE0CySSGF: ; @"$s14ReadPathProbes18probeSlotWithValueySS14TrellisStorage0gE0CySSGF"
	.cfi_startproc
; %bb.0:
	stp	x29, x30, [sp, #-16]!           ; 16-byte Folded Spill
	mov	x29, sp
	bl	_$s14ReadPathProbes18probeSlotWithValueySS14TrellisStorage0gE0CySSGFTf4n_g
	bl	_$ss13_StringObjectV7VariantOWOy
	ldp	x29, x30, [sp], #16             ; 16-byte Folded Reload
	ret
	.cfi_endproc
                                        ; -- End function
	.p2align	2                               ; -- Begin function $s14ReadPathProbes18probeSlotWithValueySS14TrellisStorage0gE0CySSGFTf4n_g
_$s14ReadPathProbes18probeSlotWithValueySS14TrellisStorage0gE0CySSGFTf4n_g: ; @"$s14ReadPathProbes18probeSlotWithValueySS14TrellisStorage0gE0CySSGFTf4n_g"
	.cfi_startproc
; %bb.0:
	stp	x24, x23, [sp, #-64]!           ; 16-byte Folded Spill
	stp	x22, x21, [sp, #16]             ; 16-byte Folded Spill
	stp	x20, x19, [sp, #32]             ; 16-byte Folded Spill
	stp	x29, x30, [sp, #48]             ; 16-byte Folded Spill
	add	x29, sp, #48
	.cfi_def_cfa w29, 16
	mov	x21, x0
	add	w8, w0, #24
	ldarb	w8, [x8]
	tbz	w8, #0, LBB1_6
; %bb.1:
Lloh0:
	adrp	x0, _trellis_thread_current@TLVPPAGE
Lloh1:
	ldr	w0, [x0, _trellis_thread_current@TLVPPAGEOFF]
	ldr	w8, [x0]
	blr	x8
	ldr	w22, [x0]
	cbnz	w22, LBB1_3
; %bb.2:
	bl	_$s14TrellisStorage13CurrentThreadO5claimSpySo20trellis_thread_wordsVGyFZ
	mov	x22, x0
LBB1_3:
	ldr	w23, [x22]
	add	w8, w23, #1
	str	w8, [x22]
	cmp	w23, #15
	b.gt	LBB1_9
; %bb.4:
	add	w8, w22, w23, lsl #2
	add	w20, w8, #16
LBB1_5:
	add	w8, w21, #28
	ldar	w24, [x8]
Lloh2:
	adrp	x8, _trellis_asymmetric_fences@GOTPAGE
Lloh3:
	ldr	w8, [x8, _trellis_asymmetric_fences@GOTPAGEOFF]
	ldr	w9, [x8]
	cbz	w9, LBB1_11
	str	w24, [x20]
	; InlineAsm Start
	; InlineAsm End
LBB1_12:
	add	w9, w21, #28
	ldar	w9, [x9]
	cmp	w9, w24
	b.ne	LBB1_10
LBB1_7:
	ldp	w0, w1, [x24, #8]
	ldr	w2, [x24, #16]
	mov	x19, x0
	mov	x25, x1
	mov	x26, x2
	mov	x0, x20
	bl	_trellis_retract_word_opaque
	str	w23, [x22]
	ldr	w9, [x8]
	stlr	wzr, [x20]
	add	w9, w21, #28
	ldar	w9, [x9]
	cmp	w9, w24
	b.eq	LBB1_8
; %bb.13:
	bl	_$s14TrellisStorage9ValueSlotC11freeRetiredyyF
LBB1_8:
	mov	x0, x19
	mov	x1, x25
	mov	x2, x26
	ldp	x29, x30, [sp, #48]             ; 16-byte Folded Reload
	ldp	x20, x19, [sp, #32]             ; 16-byte Folded Reload
	ldp	x22, x21, [sp, #16]             ; 16-byte Folded Reload
	ldp	x24, x23, [sp], #64             ; 16-byte Folded Reload
	ret
LBB1_6:
	ldp	w0, w1, [x21, #8]
	ldr	w2, [x21, #16]
	mov	x19, x0
	mov	x25, x1
	mov	x26, x2
	b	LBB1_8
LBB1_9:
	mov	x0, x22
	mov	x1, x23
	bl	_$s14TrellisStorage13CurrentThreadO12overflowWordySpySuGSpySo20trellis_thread_wordsVG_SitFZ
	mov	x20, x0
	b	LBB1_5
LBB1_10:
	mov	x0, x9
	mov	x1, x20
	bl	_$s14TrellisStorage9ValueSlotC13announceAgain_2inS2u_SpySuGtF
	mov	x24, x0
	b	LBB1_7
LBB1_11:
	stlr	w24, [x20]
	b	LBB1_12
	.loh AdrpLdrGot	Lloh2, Lloh3
	.loh AdrpLdr	Lloh0, Lloh1
	.cfi_endproc
                                        ; -- End function
	.private_extern	_$ss13_StringObjectV7VariantOWOy ; -- Begin function $ss13_StringObjectV7VariantOWOy
	.globl	_$ss13_StringObjectV7VariantOWOy
	.weak_definition	_$ss13_StringObjectV7VariantOWOy
	.p2align	2
_$ss13_StringObjectV7VariantOWOy:       ; @"$ss13_StringObjectV7VariantOWOy"
	.cfi_startproc
; %bb.0:
	cmp	w1, #1
	b.hi	LBB2_2
; %bb.1:
	ret
LBB2_2:
	b	_swift_bridgeObjectRetain
	.cfi_endproc
                                        ; -- End function
.subsections_via_symbols
