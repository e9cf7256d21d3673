//===-- EVMCombine.td - EVM GlobalISel combine rules -------*- tablegen -*-===//
//
// The rules of EVMPostLegalizerCombiner (GISel/EVMPostLegalizerCombiner.cpp),
// which runs on legalized generic MIR, before register bank selection and
// instruction selection. They rewrite generic instructions into the forms
// the EVM computes in fewer instructions; matching the same shapes in the
// instruction selector would need special cases there, since the patterns
// TableGen imports cannot see 256-bit immediates.
//
// A comparison yields 0 or 1 in a whole word, JUMPI jumps when a whole
// word is not zero, and ISZERO negates: these three facts are what the
// rules use.
//
//===----------------------------------------------------------------------===//

include "EVM.td"
include "llvm/Target/GlobalISel/Combine.td"

// `and (icmp ...), 1` is the comparison itself: its result is 0 or 1. The
// mask comes from the legalizer widening an i1 (zext of a comparison).
def evm_masked_compare : GICombineRule<
  (defs root:$root, register_matchinfo:$cmp),
  (match (G_AND $dst, $x, $y):$root,
         [{ return matchMaskedCompare(${x}.getReg(), ${y}.getReg(), ${cmp}); }]),
  (apply [{ Helper.replaceSingleDefInstWithReg(*${root}, ${cmp}); }])>;

// `xor x, ~0` is NOT x, either operand order.
def evm_not_of_xor : GICombineRule<
  (defs root:$dst),
  (match (G_XOR $dst, $x, $ones), [{ return isAllOnesWord(${ones}.getReg()); }]),
  (apply (G_EVM_NOT $dst, $x))>;
def evm_not_of_xor_commuted : GICombineRule<
  (defs root:$dst),
  (match (G_XOR $dst, $ones, $x), [{ return isAllOnesWord(${ones}.getReg()); }]),
  (apply (G_EVM_NOT $dst, $x))>;

// A branch on `x != 0` branches on x: JUMPI tests the word itself. A branch
// on `x == 0` is G_EVM_BRCONDZ x, one ISZERO at most instead of two.
def evm_branch_word_matchdata : GIDefMatchData<"EVMBranchOnWord">;
def evm_branch_on_zero_test : GICombineRule<
  (defs root:$root, evm_branch_word_matchdata:$info),
  (match (G_ICMP $c, $pred, $a, $b),
         (G_BRCOND $c, $bb):$root,
         [{ return matchBranchOnZeroTest(${pred}.getPredicate(), ${a}.getReg(),
                                         ${b}.getReg(), ${info}); }]),
  (apply [{ applyBranchOnWord(*${root}, ${info}); }])>;

// LT, GT, SLT, SGT and EQ compute `a >= b`, `a <= b` and `a != b` only with
// an ISZERO after them. When the branch is the comparison's only user, it
// branches on the inverse comparison being zero instead: the stackifier
// negates once more where the taken block falls through, so the ISZERO
// either goes or replaces the one the branch would need.
def evm_branch_on_negated_compare : GICombineRule<
  (defs root:$root),
  (match (G_ICMP $c, $pred, $a, $b):$cmp,
         (G_BRCOND $c, $bb):$root,
         [{ return matchBranchOnNegatedCompare(*${cmp}); }]),
  (apply [{ applyBranchOnInverseCompare(*${root}, *${cmp}); }])>;

// Generic rules of GlobalISel/Combine.td that pay on the EVM. The legalizer
// widens every narrow integer to a word and masks or sign-extends it where
// the bits above matter; known bits show many of those masks to be
// redundant (a mask of a value already masked, or of a comparison).
// Left out: urem_pow2_to_mask (MOD by a power of two known only from known
// bits becomes SUB, AND and a PUSH: larger and dearer), sext_inreg_to_zext_inreg
// (a SIGNEXTEND with a PUSH1 becomes an AND with a wide mask), and the
// rules that read constants as 64-bit numbers.
def evm_generic_combines : GICombineGroup<[
  redundant_and, redundant_sext_inreg, redundant_or, zext_trunc_fold,
  identity_combines, redundant_binop_in_equality, overlapping_and]>;

// An operation with an identity or absorbing constant is one of its
// operands: `x + 0`, `x * 1`, `x & ~0` are x, `x * 0`, `x & 0`, `0 >> x`
// are the zero, the constant on either side where the operation
// commutes. Combine.td's identity_combines say the same, but read the
// constant as a 64-bit number (a literal in the pattern, or
// CombinerHelper::matchConstantOp) and so never fire on 256-bit words.
// Wide arithmetic leaves many: the legalizer splits a multiplication or
// a shift of a zero-extended value into operations on its halves, the
// upper halves constant zeros.
def evm_identity_of_constant : GICombineRule<
  (defs root:$root, register_matchinfo:$result),
  (match (wip_match_opcode G_ADD, G_SUB, G_MUL, G_AND, G_OR, G_XOR, G_SHL,
                           G_LSHR, G_ASHR, G_UDIV, G_SDIV, G_UREM, G_SREM,
                           G_PTR_ADD):$root,
         [{ return matchIdentityOfConstant(*${root}, ${result}); }]),
  (apply [{ Helper.replaceSingleDefInstWithReg(*${root}, ${result}); }])>;

// A mask whose bits cover every bit a shift keeps is not needed:
// `(x & 1) << 255` is `x << 255`, `(x & ~0xff) >> 8` is `x >> 8`. The
// legalizer leaves such masks where it splits a shift of a type wider than
// a word (the bits of the upper word beyond the type).
def evm_shift_of_mask : GICombineRule<
  (defs root:$root, register_matchinfo:$src),
  (match (wip_match_opcode G_SHL, G_LSHR):$root,
         [{ return matchShiftOfMask(*${root}, ${src}); }]),
  (apply [{ applyShiftOfMask(*${root}, ${src}); }])>;

// `(x & (~0 << k)) == c`, where c's low k bits are zero, is
// `(x >> k) == (c >> k)`, and the same for !=. InstCombine writes the
// first for the second (`icmp eq (lshr x, k), c`): solc's function
// selector test, `shr(224, calldataload(0)) == 0x12345678`, then needs the
// mask (PUSH0 NOT PUSH1 SHL) and AND, and a selector shifted up to the top
// of a word (PUSH4 PUSH1 SHL, or a PUSH32), where PUSH1 SHR and a PUSH4
// do. Only for a mask that nothing else uses.
def evm_high_bits_matchdata : GIDefMatchData<"EVMHighBitsCompare">;
def evm_compare_high_bits : GICombineRule<
  (defs root:$root, evm_high_bits_matchdata:$info),
  (match (G_ICMP $dst, $pred, $a, $b):$root,
         [{ return matchCompareHighBits(*${root}, ${info}); }]),
  (apply [{ applyCompareHighBits(*${root}, ${info}); }])>;

// `x u> 2^k - 1` is `(x >> k) != 0` and `x u< 2^k` is `(x >> k) == 0`:
// for a branch, PUSH1 k SHR and the JUMPI on the word (or its ISZERO),
// where the compare needs the mask (PUSH0 NOT PUSH1 0x60 SHR for an
// address) and GT. ABI decoding checks every address and narrow integer
// argument so (InstCombine's form of solc's `eq(x, and(x, mask))`). Only
// for a comparison that a branch alone uses: as a value, the shift needs
// two ISZEROs.
def evm_compare_low_mask : GICombineRule<
  (defs root:$root, evm_high_bits_matchdata:$info),
  (match (G_ICMP $dst, $pred, $a, $b):$root,
         [{ return matchCompareLowMask(*${root}, ${info}); }]),
  (apply [{ applyCompareHighBits(*${root}, ${info}); }])>;

// `x * 2^k` is `x << k`: SHL costs 3 gas to MUL's 5, and k takes a PUSH1
// where 2^k may take a wide push. The middle end writes its own products
// by powers of two as shifts; these come from the legalizer: a select of
// `c ? 2^k : 0` is `c * 2^k`, and wide multiplications split into word
// products by constant halves.
def evm_mul_by_power_of_two : GICombineRule<
  (defs root:$root, register_matchinfo:$x, unsigned_matchinfo:$shift),
  (match (G_MUL $dst, $a, $b):$root,
         [{ return matchMulByPowerOfTwo(*${root}, ${x}, ${shift}); }]),
  (apply [{ applyMulByPowerOfTwo(*${root}, ${x}, ${shift}); }])>;

// The sign extension of a boolean, a word that is 0 or 1, is `0 - b`
// (PUSH0 SUB, 5 gas) where the shift pair takes 12, and `a + sext(b)` is
// `a - b`. InstCombine writes solc's `sub(z, lt(x, z))` so.
def evm_sext_of_bool : GICombineRule<
  (defs root:$root),
  (match (G_SEXT_INREG $dst, $src, $bits):$root,
         [{ return matchSextOfBool(*${root}); }]),
  (apply [{ applySextOfBool(*${root}); }])>;

def evm_add_sext_of_bool_matchdata : GIDefMatchData<"std::pair<Register, Register>">;
def evm_add_sext_of_bool : GICombineRule<
  (defs root:$root, evm_add_sext_of_bool_matchdata:$info),
  (match (G_ADD $dst, $a, $b):$root,
         [{ return matchAddSextOfBool(*${root}, ${info}); }]),
  (apply [{ applyAddSextOfBool(*${root}, ${info}); }])>;

// The EVM's own rules come first: EVMPostLegalizerCombiner.cpp runs only
// these (rules 0 to NumTargetRules - 1) at -O0. Those that only optimise
// follow the generic ones, so the rules' numbers stay put.
def EVMPostLegalizerCombiner : GICombiner<
  "EVMPostLegalizerCombinerImpl",
  [evm_masked_compare, evm_not_of_xor, evm_not_of_xor_commuted,
   evm_branch_on_zero_test, evm_branch_on_negated_compare,
   evm_generic_combines, evm_identity_of_constant, evm_shift_of_mask,
   evm_compare_high_bits, evm_compare_low_mask, evm_mul_by_power_of_two,
   evm_add_sext_of_bool, evm_sext_of_bool]> {
}
