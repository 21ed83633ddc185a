# SPDX-License-Identifier: MIT
# Cost against message size: cycles per byte (log) over bytes (log), one
# colour per line, the sizes measured as points, the fit as the curve, the
# crossovers of two fits circled.
# `cryptobench plot --sweep` sets, above this template:
#   datafile  data blocks: index 2i-2 the points of line i (bytes, per
#             byte), index 2i-1 its fitted curve, index 2 nseries the
#             crossovers (bytes, per byte, label; labels above and below
#             the circle in turn)
#   nseries, ncross, titletext, ylabeltext, footnote
#   ST[nseries] legend titles, SC[nseries] colours
set title titletext font ",12"
set xlabel "message size, bytes (log scale)"
set ylabel ylabeltext
set logscale x 2
set logscale y 10
set format x "%.0f"
set grid ytics lc rgb "#dddddd" lw 1
# one legend line per line drawn, below the graph
set key outside bottom center vertical maxcols 1 font ",8"
set bmargin 5 + (nseries + (ncross > 0)) * 1.2
set label 1 footnote at screen 0.01, screen 0.012 left font ",7"
if (ncross > 0) {
	plot for [i=1:nseries] datafile index (2 * i - 2) using 1:2 \
		with points pt 7 ps 0.8 lc rgb SC[i] title ST[i], \
	     for [i=1:nseries] datafile index (2 * i - 1) using 1:2 \
		with lines lw 1.5 lc rgb SC[i] notitle, \
	     datafile index (2 * nseries) using 1:2 \
		with points pt 6 ps 2.5 lw 2 lc rgb "#000000" title "crossover", \
	     datafile index (2 * nseries) using 1:($2 * (int(column(0)) % 2 ? 0.6 : 1.6)):3 \
		with labels font ",8" notitle
} else {
	plot for [i=1:nseries] datafile index (2 * i - 2) using 1:2 \
		with points pt 7 ps 0.8 lc rgb SC[i] title ST[i], \
	     for [i=1:nseries] datafile index (2 * i - 1) using 1:2 \
		with lines lw 1.5 lc rgb SC[i] notitle
}
