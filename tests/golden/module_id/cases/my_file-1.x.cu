int xyz = 1;
void later() {}
