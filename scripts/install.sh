#!/bin/sh
# Installs viper-auth for one user (or under any PREFIX), and removes it again.
#
#   scripts/install.sh [--prefix DIR] [--binary PATH]     install
#   scripts/install.sh [--prefix DIR] --uninstall         remove what install put there
#
# PREFIX: --prefix, else $PREFIX, else ~/.local. Install builds the release binary with the Swift
# runtime linked in (swift build -c release --static-swift-stdlib --disable-local-rpath; macOS has
# the runtime in the system), unless --binary names one already built, and writes:
#
#   PREFIX/bin/viper-auth
#   PREFIX/share/man/man1/viper-auth.1                         viper-auth help --man
#   PREFIX/share/bash-completion/completions/viper-auth        viper-auth completion bash
#   PREFIX/share/zsh/site-functions/_viper-auth                viper-auth completion zsh
#   PREFIX/share/fish/vendor_completions.d/viper-auth.fish     viper-auth completion fish
#
# and, in PREFIX/share/viper-auth/installed-directories, the directories it had to make.
# --uninstall removes those files, then those directories where they are empty, so PREFIX is as
# install found it. POSIX sh and POSIX tools only, so it runs the same on Linux and macOS.
set -eu

program=viper-auth
usage="usage: scripts/install.sh [--prefix DIR] [--binary PATH] [--uninstall]"
newline='
'

prefix=${PREFIX:-${HOME:?HOME is not set}/.local}
binary=
uninstall=false
while [ $# -gt 0 ]; do
    case $1 in
    --prefix | --binary)
        if [ $# -lt 2 ]; then
            echo "install.sh: $1 needs a value" >&2
            echo "$usage" >&2
            exit 2
        fi
        if [ "$1" = --prefix ]; then prefix=$2; else binary=$2; fi
        shift 2
        ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --binary=*) binary=${1#--binary=}; shift ;;
    --uninstall) uninstall=true; shift ;;
    -h | --help) echo "$usage"; exit 0 ;;
    *)
        echo "install.sh: unknown argument '$1'" >&2
        echo "$usage" >&2
        exit 2
        ;;
    esac
done
case $prefix in
'') echo "install.sh: the prefix is empty" >&2; exit 2 ;;
*"$newline"*) echo "install.sh: the prefix holds a line break" >&2; exit 2 ;;
/*) ;;
*) prefix=$(pwd)/$prefix ;;
esac
while [ "$prefix" != / ] && [ "${prefix%/}" != "$prefix" ]; do prefix=${prefix%/}; done

# What install writes besides the binary, relative to the prefix: each file, then the arguments
# of the installed viper-auth that print it.
generated="share/man/man1/$program.1 help --man
share/bash-completion/completions/$program completion bash
share/zsh/site-functions/_$program completion zsh
share/fish/vendor_completions.d/$program.fish completion fish"
files="bin/$program
$(printf '%s\n' "$generated" | cut -d ' ' -f 1)"
record=share/$program/installed-directories

# Word splitting on line breaks only, and no globbing: the lists above are split that way.
IFS=$newline
set -f

if $uninstall; then
    directories=
    if [ -f "$prefix/$record" ]; then directories=$(cat "$prefix/$record"); fi
    for file in $files $record; do
        if [ -e "$prefix/$file" ] || [ -L "$prefix/$file" ]; then
            rm -f "$prefix/$file"
            echo "removed $prefix/$file"
        fi
    done
    # Deepest first (install recorded each parent before its children).
    reversed=
    for directory in $directories; do reversed=$directory$newline$reversed; done
    for directory in $reversed; do
        if [ -d "$directory" ] && rmdir "$directory" 2>/dev/null; then echo "removed $directory/"; fi
    done
    exit 0
fi

if [ -z "$binary" ]; then
    root=$(cd "$(dirname "$0")/.." && pwd)
    build="swift${newline}build${newline}-c${newline}release"
    # The runtime linked in, the binary loads nothing from beside itself: no $ORIGIN run path.
    if [ "$(uname -s)" != Darwin ]; then
        build=$build$newline--static-swift-stdlib$newline--disable-local-rpath
    fi
    (cd "$root" && $build)
    binary=$(cd "$root" && $build --show-bin-path)/$program
fi
if [ ! -f "$binary" ] || [ ! -x "$binary" ]; then
    echo "install.sh: no executable at '$binary'" >&2
    exit 1
fi

# A reinstall keeps the directories an earlier install made on its record.
made=
if [ -f "$prefix/$record" ]; then made=$(cat "$prefix/$record")$newline; fi

# Makes each missing directory of the absolute path $1, parent first, noting each in $made.
make_directories() {
    missing=
    path=$1
    while [ ! -d "$path" ]; do
        missing=$path$newline$missing
        path=$(dirname "$path")
    done
    for path in $missing; do
        mkdir "$path"
        made=$made$path$newline
    done
}

# Writes what the command $3… prints to PREFIX/$1, with mode $2, through a temporary file renamed
# over it: a failed command leaves nothing half written, and a copy of the binary that is running
# is never overwritten in place.
temporary=
trap 'if [ -n "$temporary" ]; then rm -f "$temporary"; fi' EXIT
write_output() {
    file=$1
    mode=$2
    shift 2
    temporary=$prefix/$file.tmp-$$
    "$@" >"$temporary"
    chmod "$mode" "$temporary"
    mv -f "$temporary" "$prefix/$file"
    temporary=
    echo "installed $prefix/$file"
}

for file in $files $record; do make_directories "$(dirname "$prefix/$file")"; done
write_output "bin/$program" 755 cat "$binary"
for line in $generated; do
    IFS=' '
    # shellcheck disable=SC2086 # the line's words: the file, then the arguments
    set -- $line
    IFS=$newline
    file=$1
    shift
    write_output "$file" 644 "$prefix/bin/$program" "$@"
done
write_output "$record" 644 printf '%s' "$made"

case ":${PATH:-}:" in
*":$prefix/bin:"*) ;;
*) echo "note: $prefix/bin is not on your PATH; add it in your shell's profile" ;;
esac
echo "note: zsh finds the completion once $prefix/share/zsh/site-functions is on \$fpath before compinit"
