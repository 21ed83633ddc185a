# SPDX-License-Identifier: MIT
# cryptobench chart style, shared by every template (gnuplot 5.4).
set encoding utf8
set datafile missing "?"
set border 3 lc rgb "#444444"
set tics nomirror
set grid xtics lc rgb "#dddddd" lw 1
set key outside top center horizontal samplen 2 spacing 1.1 font ",9"
set bmargin 5
set style fill solid 0.85 border lc rgb "#333333"
