#include <stdio.h>
int main(void){puts("cryptobench");return 0;}
