# SPDX-License-Identifier: MIT
# bash completion for cryptobench: its commands, each command's options
# and the board ids (the shipped boards and the user's saved runs).
# Nothing here is a second list: the commands and options are read from
# the tool's own --help texts, the ids from 'cryptobench list --ids', so
# that a new option or board completes without touching this file.

# The tool as typed (build/cli/cryptobench, ~/bin/cryptobench ...).
_cryptobench_exe()
{
	local exe=${COMP_WORDS[0]}

	[[ $exe == "~/"* ]] && exe=$HOME/${exe#"~/"}
	printf '%s\n' "$exe"
}

# The words of the "commands:" section of 'cryptobench --help'.
_cryptobench_commands()
{
	"$1" --help 2>/dev/null | sed -n '/^commands:/,/^$/s/^  \([a-z]\{1,\}\).*/\1/p'
}

# The options a command's --help lists: the words that open a line of
# its option list or stand in its usage ([--x], a|--y, -o, -v).
_cryptobench_options()
{
	"$1" "$2" --help 2>/dev/null |
		grep -oE -- '(^ +|\[|\| ?|, )--?[a-z][a-z0-9-]*' |
		sed 's/^[^-]*//' | grep -E -- '^(--[a-z]|-o$|-v$)' | sort -u
}

_cryptobench()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=
	local exe cmd= data= words i w

	COMPREPLY=()
	((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
	exe=$(_cryptobench_exe)
	# the command: the first word that is neither an option nor the
	# value of a global option
	for ((i = 1; i < COMP_CWORD; i++)); do
		w=${COMP_WORDS[i]}
		case $w in
		--format) ((i++)) ;;
		--data) ((i++)); data="$data --data ${COMP_WORDS[i]}" ;;
		--data-only) ((i++)); data="$data --data-only ${COMP_WORDS[i]}" ;;
		-*) ;;
		*) cmd=$w; break ;;
		esac
	done
	# values of options
	case $prev in
	--format)
		mapfile -t COMPREPLY < <(compgen -W 'text csv json markdown' -- "$cur")
		return ;;
	--data | --data-only | --build-dir)
		mapfile -t COMPREPLY < <(compgen -d -- "$cur")
		return ;;
	-o | --output | --log | --serial | --plugin)
		mapfile -t COMPREPLY < <(compgen -f -- "$cur")
		return ;;
	--family)
		mapfile -t COMPREPLY < <(compgen -W 'cipher aead hash mac signature key-exchange pq' -- "$cur")
		return ;;
	--impl)
		mapfile -t COMPREPLY < <(compgen -W 'sw hw all best' -- "$cur")
		return ;;
	--target)
		words=$("$exe" run --help 2>/dev/null | grep -oE 'qemu-m[0-9a-z]+' | sort -u)
		mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
		return ;;
	--stat)
		mapfile -t COMPREPLY < <(compgen -W 'min mean median max single unstated' -- "$cur")
		return ;;
	--ref)
		mapfile -t COMPREPLY < <(compgen -W 'openssl bearssl tomcrypt' -- "$cur")
		return ;;
	--algo | --sizes | --size | --clock | --board | --save | --wait-states | \
	--timeout | --baud | --gpio | --flash-cmd | --between | --call | \
	--line-timeout | --mode | --config | --metric | --scale | --columns)
		return ;;
	esac
	if [[ -z $cmd ]]; then
		if [[ $cur == -* ]]; then
			mapfile -t COMPREPLY < <(compgen -W '--format --data --data-only --help --version' -- "$cur")
		else
			words=$(_cryptobench_commands "$exe")
			mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
		fi
		return
	fi
	if [[ $cur == -* ]]; then
		words="$(_cryptobench_options "$exe" "$cmd") --format --data --data-only"
		mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
		return
	fi
	case $cmd in
	show | compare | plot | runs)
		# shellcheck disable=SC2086
		words=$("$exe" $data list --ids 2>/dev/null)
		mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur") ;;
	ingest | cycles)
		mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
	esac
}
complete -F _cryptobench cryptobench
