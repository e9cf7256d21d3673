//===-- EVM.td - Describe the EVM target machine -----------*- tablegen -*-===//
//
// Top-level description of the Ethereum Virtual Machine target: subtarget
// features (one per hard fork that added opcodes), processors, and the
// pieces that make up the target.
//
//===----------------------------------------------------------------------===//

include "llvm/Target/Target.td"
include "llvm/TableGen/SearchableTable.td"

//===----------------------------------------------------------------------===//
// Subtarget features: the opcode sets introduced by each hard fork.
//===----------------------------------------------------------------------===//

// Cancun (EIP-1153, EIP-5656, EIP-4844, EIP-7516) plus everything before it
// (PUSH0 from Shanghai, etc.). Cancun is the oldest fork this target emits for.
def FeatureCancun : SubtargetFeature<"cancun", "HasCancun", "true",
    "Cancun opcodes: TLOAD, TSTORE, MCOPY, BLOBHASH, BLOBBASEFEE, PUSH0">;
// Prague adds no opcodes; it is a feature so that CPUs can be told apart.
def FeaturePrague : SubtargetFeature<"prague", "HasPrague", "true",
    "Prague rules", [FeatureCancun]>;
// Osaka (EIP-7939): count leading zeros.
def FeatureCLZ : SubtargetFeature<"clz", "HasCLZ", "true",
    "CLZ opcode (EIP-7939)">;
def FeatureOsaka : SubtargetFeature<"osaka", "HasOsaka", "true",
    "Osaka rules", [FeaturePrague, FeatureCLZ]>;

def HasCLZ : Predicate<"Subtarget->hasCLZ()">,
             AssemblerPredicate<(all_of FeatureCLZ), "clz">;

//===----------------------------------------------------------------------===//
// Processors. The default, as in solc, is the newest fork: osaka.
//===----------------------------------------------------------------------===//

def : ProcessorModel<"cancun", NoSchedModel, [FeatureCancun]>;
def : ProcessorModel<"prague", NoSchedModel, [FeaturePrague]>;
def : ProcessorModel<"osaka", NoSchedModel, [FeatureOsaka]>;
def : ProcessorModel<"generic", NoSchedModel, [FeatureOsaka]>;

include "EVMRegisterInfo.td"
include "EVMRegisterBanks.td"
include "EVMInstrFormats.td"
include "EVMInstrGISel.td"
include "EVMInstrInfo.td"
include "EVMBuiltins.td"

def EVMInstrInfo : InstrInfo;

def EVMAsmWriter : AsmWriter {
  // Stack-form instructions print as "MNEMONIC" or "MNEMONIC\timm".
  int PassSubtarget = 0;
}

def EVM : Target {
  let InstructionSet = EVMInstrInfo;
  let AssemblyWriters = [EVMAsmWriter];
}
