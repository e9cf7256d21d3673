//===-- target-features.cpp - rustc's feature queries on the EVM target ---===//
//
// A library preloaded into rustc (LD_PRELOAD, before the EVM plugin) so that
// the target specification rust/evm.json can say "arch": "m68k", the
// architecture whose C-ABI argument lowering in rustc agrees with bin/evm-cc's
// (docs/rust.md, "The C ABI").
//
// While it starts, rustc asks LLVM whether each target feature it knows for
// the spec's architecture (m68k: isa-68000 ... isa-68882) is enabled, through
// MCSubtargetInfo::checkFeatures. That function stops the process with "not
// a recognized feature for this target" when the target has no such
// feature, and the EVM target has none of m68k's. This definition of the
// same member function interposes LLVM's (rustc calls it through
// libLLVM.so's symbol): it answers the same for every feature the target
// knows, and "not enabled" for the others, which is what they are.
//
// Only rustc loads this library; nothing in the EVM target depends on it.
//
//===----------------------------------------------------------------------===//

#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/TargetParser/SubtargetFeature.h"

using namespace llvm;

// True when every feature of FS ("+name" or "-name", comma-separated) is as
// the subtarget has it; a feature the target does not know is not enabled.
bool MCSubtargetInfo::checkFeatures(StringRef FS) const {
  SubtargetFeatures Features(FS);
  for (const std::string &Flag : Features.getFeatures()) {
    StringRef Name = SubtargetFeatures::StripFlag(Flag);
    bool Enabled = false;
    for (const SubtargetFeatureKV &KV : getAllProcessorFeatures())
      if (Name == KV.Key) {
        Enabled = getFeatureBits().test(KV.Value);
        break;
      }
    if (Enabled != SubtargetFeatures::isEnabled(Flag))
      return false;
  }
  return true;
}
