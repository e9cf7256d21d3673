//===-- EVMFrameLowering.cpp - EVM frame lowering ---------------------------===//
//
// Everything the EVM needs of a frame lowering is in the header; this file
// anchors the class.
//
//===----------------------------------------------------------------------===//

#include "EVMFrameLowering.h"
