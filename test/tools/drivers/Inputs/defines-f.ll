; f(x) = 7x, for main-calls-f.ll (test/tools/drivers/evm-bin.test).
define i256 @f(i256 %x) {
  %y = mul i256 %x, 7
  ret i256 %y
}
