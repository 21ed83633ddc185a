# SPDX-License-Identifier: MIT
# Grouped horizontal bars: one group per algorithm and operation, one colour
# per board, hardware-accelerated rows hatched, values at the bar ends.
# `cryptobench plot` sets, above this template:
#   datafile  data block file: row, label, hw (0/1), then per board its
#             value and its variant's note (" [n]", or "")
#   nboards, nrows, barh (bar thickness), xmin (where bars start)
#   logscale (0/1), hwkeytitle ("" without hardware rows), titletext,
#   xlabeltext, footnote (the variants [n] and the sources, footlines
#   lines, centred at footy)
#   BT[nboards] legend titles, BC[nboards] colours, and the ytics
set title titletext font ",12"
set xlabel xlabeltext
set yrange [nrows - 0.5 : -0.5]
set xrange [xmin : *]
if (logscale) set logscale x 10
set bmargin 4 + footlines * 0.75
set label 1 footnote at screen 0.01, screen footy left font ",7"
off(i) = (i - (nboards + 1) / 2.0) * barh
val(i, hw) = column(3) == hw ? column(2 + 2 * i) : NaN
lbl(v) = v >= 1e6 ? sprintf(" %.3gM", v / 1e6) : \
	 v >= 1e4 ? sprintf(" %.3gk", v / 1e3) : sprintf(" %.4g", v)
set format x "%.1s%c"
plot for [i=1:nboards] datafile \
	using (val(i, 0)):($1 + off(i)):(xmin):(val(i, 0)):($1 + off(i) - barh / 2):($1 + off(i) + barh / 2) \
	with boxxyerror lc rgb BC[i] title BT[i], \
     for [i=1:nboards] datafile \
	using (val(i, 1)):($1 + off(i)):(xmin):(val(i, 1)):($1 + off(i) - barh / 2):($1 + off(i) + barh / 2) \
	with boxxyerror fs pattern 4 border lc rgb BC[i] lc rgb BC[i] notitle, \
     for [i=1:nboards] datafile \
	using (column(2 + 2 * i)):($1 + off(i)):(lbl(column(2 + 2 * i)) . stringcolumn(3 + 2 * i)) \
	with labels left font ",7" tc rgb "#333333" notitle, \
     NaN with boxes fs pattern 4 lc rgb "#555555" title hwkeytitle
