/* An ERC-20 token in C against <evm.h>: the token of examples/erc20.ll,
 * with the same ABI, storage layout and events (Solidity's), so the same
 * tests (test/exec/erc20.test.mjs) run on both.
 *
 *   * ABI dispatch on the first four bytes of calldata; arguments are
 *     32-byte words after them;
 *   * storage: slot 0 holds the total supply, balances[owner] lives at
 *     keccak256(owner . 1), allowances[owner][spender] at
 *     keccak256(spender . keccak256(owner . 2));
 *   * Transfer and Approval events: LOG3 with the event's hash, the two
 *     addresses as topics, the amount as data;
 *   * a failed check reverts with no data, as do calls with value, short or
 *     unknown calldata, and addresses with bits above the low 160.
 *
 * Build: bin/evm-cc --deploy examples/erc20.c prints the init code. Its
 * constructor mints the supply, read from the last 32 bytes of the init
 * code where the deployer appends it, to the deployer.
 */
#include <evm.h>

/* Solidity's layout: the total supply in slot 0, two mappings. */
#define total_supply EVM_STORAGE(u256, 0)
enum { BALANCES = 1, ALLOWANCES = 2 };

/* keccak256("Transfer(address,address,uint256)") and of "Approval(...)".
   A 256-bit literal needs C23's `uwb` suffix, which clang takes in C17. */
#pragma clang diagnostic ignored "-Wc23-extensions"
static const u256 TRANSFER_EVENT =
    0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3efuwb;
static const u256 APPROVAL_EVENT =
    0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925uwb;

static _Noreturn void fail(void) { evm_revert(0, 0); }

static _Noreturn void return_word(u256 value) {
  u256 word = value;
  evm_return(&word, 32);
}

static u256 balance_slot(u256 owner) {
  return evm_mapping_slot(BALANCES, owner);
}

static u256 allowance_slot(u256 owner, u256 spender) {
  return evm_mapping_slot(evm_mapping_slot(ALLOWANCES, owner), spender);
}

static void emit(u256 event, u256 from, u256 to, u256 amount) {
  u256 data = amount;
  evm_log3(&data, 32, event, from, to);
}

/* ABI argument i: the word at 4 + 32 i, which must be in the calldata. */
static u256 word_arg(unsigned i) {
  u256 at = 4 + 32 * (u256)i;
  if (at + 32 > evm_calldatasize())
    fail();
  return evm_calldataload(at);
}

/* An address argument: no bits above the low 160. */
static u256 address_arg(unsigned i) {
  u256 value = word_arg(i);
  if (value >> 160)
    fail();
  return value;
}

/* Moves amount from `from` to `to`, or reverts when `from` has less. */
static void move(u256 from, u256 to, u256 amount) {
  u256 from_slot = balance_slot(from);
  u256 from_balance = evm_sload(from_slot);
  if (from_balance < amount)
    fail();
  evm_sstore(from_slot, from_balance - amount);
  /* Read after the write: a transfer to oneself changes nothing. */
  u256 to_slot = balance_slot(to);
  evm_sstore(to_slot, evm_sload(to_slot) + amount);
  emit(TRANSFER_EVENT, from, to, amount);
}

/* The constructor, run by the init code (--deploy). */
__attribute__((constructor)) static void mint(void) {
  u256 supply;
  evm_codecopy(&supply, evm_codesize() - 32, 32);
  u256 deployer = evm_caller();
  total_supply = supply;
  evm_sstore(balance_slot(deployer), supply);
  emit(TRANSFER_EVENT, 0, deployer, supply);
}

int main(void) {
  if (evm_callvalue() != 0 || evm_calldatasize() < 4)
    fail();
  switch ((unsigned)(evm_calldataload(0) >> 224)) {
  case 0x18160ddd: /* totalSupply() */
    return_word(total_supply);
  case 0x70a08231: /* balanceOf(address) */
    return_word(evm_sload(balance_slot(address_arg(0))));
  case 0xdd62ed3e: { /* allowance(address,address) */
    u256 owner = address_arg(0);
    return_word(evm_sload(allowance_slot(owner, address_arg(1))));
  }
  case 0xa9059cbb: { /* transfer(address,uint256) */
    u256 to = address_arg(0);
    move(evm_caller(), to, word_arg(1));
    return_word(1);
  }
  case 0x095ea7b3: { /* approve(address,uint256) */
    u256 spender = address_arg(0);
    u256 amount = word_arg(1);
    u256 owner = evm_caller();
    evm_sstore(allowance_slot(owner, spender), amount);
    emit(APPROVAL_EVENT, owner, spender, amount);
    return_word(1);
  }
  case 0x23b872dd: { /* transferFrom(address,address,uint256) */
    u256 from = address_arg(0);
    u256 to = address_arg(1);
    u256 amount = word_arg(2);
    u256 slot = allowance_slot(from, evm_caller());
    u256 allowed = evm_sload(slot);
    if (allowed < amount)
      fail();
    /* An allowance of 2^256 - 1 is unlimited and is not decreased. */
    if (allowed != ~(u256)0)
      evm_sstore(slot, allowed - amount);
    move(from, to, amount);
    return_word(1);
  }
  case 0x313ce567: /* decimals() */
    return_word(18);
  default:
    fail();
  }
}
