; A second definition of f (test/tools/drivers/evm-bin.test).
define i256 @f(i256 %x) {
  ret i256 %x
}
