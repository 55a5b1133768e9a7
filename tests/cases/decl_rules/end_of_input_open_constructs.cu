// At the end of the input EDG reports what each construct still open wanted, innermost
// first: the operand after `+` (29), the two `)` (18), then the declaration's `;` (65).
int g(int);
int v = g((1 +
