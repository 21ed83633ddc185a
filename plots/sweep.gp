# SPDX-License-Identifier: MIT
# Cost against message size: cycles per byte (log) over bytes (log), one
# colour per line, the sizes measured as points, the fit as the curve
# (solid over the sizes measured, dashed below and beyond them), the
# crossovers of two fits circled and numbered.
# `cryptobench plot --sweep` sets, above this template:
#   datafile  data blocks: index 4i-4 the points of line i (bytes, per
#             byte), 4i-3 its fit over the sizes measured, 4i-2 below
#             them, 4i-1 beyond them; index 4 nseries the crossovers
#             (bytes, per byte, number; numbers above and below the
#             circle in turn)
#   nseries, ncross, titletext, ylabeltext, footnote (the crossovers and
#   the sources, footlines lines, hanging from footy)
#   ST[nseries] legend titles, SC[nseries] colours

set xlabel "message size, bytes (log scale)"
set ylabel ylabeltext
set logscale x 2
set logscale y 10
set format x "%.0f"
set grid ytics lc rgb "#dddddd" lw 1
# one legend line per line drawn, above the graph under the title (the
# key's own title: a chart title would overprint it), the footnote below
set key outside top center vertical maxcols 1 font ",8"
set key title titletext font ",12"
set tmargin 4 + (nseries + (ncross > 0)) * 1.0
set bmargin 4 + footlines * 0.75
set label 1 footnote at screen 0.01, screen footy left font ",7"
if (ncross > 0) {
	plot for [i=1:nseries] datafile index (4 * i - 4) using 1:2 \
		with points pt 7 ps 0.8 lc rgb SC[i] title ST[i], \
	     for [i=1:nseries] datafile index (4 * i - 3) using 1:2 \
		with lines lw 1.5 lc rgb SC[i] notitle, \
	     for [i=1:nseries] datafile index (4 * i - 2) using 1:2 \
		with lines lw 1 dt 2 lc rgb SC[i] notitle, \
	     for [i=1:nseries] datafile index (4 * i - 1) using 1:2 \
		with lines lw 1 dt 2 lc rgb SC[i] notitle, \
	     datafile index (4 * nseries) using 1:2 \
		with points pt 6 ps 2.5 lw 2 lc rgb "#000000" title "crossover (numbered below)", \
	     datafile index (4 * nseries) using 1:($2 * (int(column(0)) % 2 ? 0.62 : 1.6)):3 \
		with labels font ",8" notitle
} else {
	plot for [i=1:nseries] datafile index (4 * i - 4) using 1:2 \
		with points pt 7 ps 0.8 lc rgb SC[i] title ST[i], \
	     for [i=1:nseries] datafile index (4 * i - 3) using 1:2 \
		with lines lw 1.5 lc rgb SC[i] notitle, \
	     for [i=1:nseries] datafile index (4 * i - 2) using 1:2 \
		with lines lw 1 dt 2 lc rgb SC[i] notitle, \
	     for [i=1:nseries] datafile index (4 * i - 1) using 1:2 \
		with lines lw 1 dt 2 lc rgb SC[i] notitle
}
