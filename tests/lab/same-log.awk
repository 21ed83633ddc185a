# SPDX-License-Identifier: MIT
# Compare two firmware run logs line by line (usage: awk -v tick=N -f
# same-log.awk A B): every line must be byte-identical but an insns row's
# figures (median, min=, max=), which may differ by one tick of the
# board's counter (tick emulated instructions): QEMU's SysTick counts in
# ticks, and where a timed call starts within a tick moves with how QEMU
# is run (tests/lab/lava-run.sh).  Prints the rows that differed; exits 1
# on any other difference, naming the line.
function near(a, b) { return a == b || a - b == tick || b - a == tick }
FNR == NR { a[FNR] = $0; na = FNR; next }
{
	nb = FNR
	if ($0 == a[FNR])
		next
	n = split(a[FNR], x, " ")
	if ($1 != "row" || x[1] != "row" || $5 != "insns" || n != NF) {
		printf "line %d differs:\n  %s\n  %s\n", FNR, a[FNR], $0
		bad = 1
		next
	}
	what = ""
	for (i = 1; i <= NF; i++) {
		if ($i == x[i])
			continue
		u = $i; v = x[i]
		if (i == 6 && near(u, v)) {
			what = what " median " v " against " u
			continue
		}
		if (u ~ /^(min|max)=[0-9]+$/ && substr(u, 1, 4) == substr(v, 1, 4) &&
		    near(substr(u, 5), substr(v, 5))) {
			what = what " " v " against " u
			continue
		}
		printf "line %d differs beyond one tick (%s):\n  %s\n  %s\n",
			FNR, tick, a[FNR], $0
		bad = 1
		next
	}
	ticks++
	printf "line %d within one tick: %s %s %s:%s\n", FNR, $2, $3, $4,
		what
}
END {
	if (na != nb) {
		printf "%d lines against %d\n", na, nb
		bad = 1
	}
	exit bad
}
