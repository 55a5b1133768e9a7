// `__fp16`, ARM's half-precision storage type, is a type keyword for the reference: a
// parameter, return and local of that type are accepted.
__fp16 half_identity(__fp16 x) {
  return x;
}
void half_local() { __fp16 h = half_identity(1.0f); (void)h; }
