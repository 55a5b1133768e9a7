// 40 and 65: a `::` with no name after it in a declaration (alternative tokens are
// operators, not names): a name is expected there, then a `;`
void ::and;
void ::bitor;
int ::;
int fine;
