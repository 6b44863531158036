#!/usr/bin/env python3
"""Checks that only the SHA-extensions code can run instructions beyond the x86-64 baseline.

Usage: scripts/check-sha-isolation.py [binary ...]   (default: builds and checks the release app)

AuthEngineSHAExtensions is the one target compiled with `-msha -msse4.1`, and AuthEngine calls it
only after its CPUID check. The compiler may use those instructions anywhere in that target, and
the linker keeps one copy of any function two targets both emit; so this disassembles the built
binary and lists every function holding an instruction the baseline (SSE2) does not have. Each must
be one of AuthEngineSHAExtensions's own functions. `tzcnt` is not counted: LLVM emits it where a
CPU without BMI runs the same bytes as `bsf`, with the same result.
"""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWIFT_BIN = "/opt/swift/usr/bin"
ACCELERATED_PREFIX = "$s23AuthEngineSHAExtensions"

BEYOND_BASELINE = re.compile(
    r"^(sha1\w*|sha256\w*"  # SHA
    r"|addsubp[sd]|hadd[ps][sd]|hsubp[sd]|lddqu|movddup|movs[hl]dup"  # SSE3
    r"|pshufb|palignr|pabs[bwd]|phadd\w+|phsub\w+|pmaddubsw|pmulhrsw|psign[bwd]"  # SSSE3
    r"|pblendw|pblendvb|blendp[sd]|blendvp[sd]|pinsr[bdq]|pextr[bdq]|pmov[sz]x\w+"  # SSE4.1
    r"|pminsb|pminsd|pminuw|pminud|pmaxsb|pmaxsd|pmaxuw|pmaxud|ptest|pmulld|pmuldq"
    r"|pcmpeqq|packusdw|round[ps][sd]|dpp[sd]|insertps|extractps|mpsadbw|phminposuw|movntdqa"
    r"|pcmpgtq|pcmp[ei]str[im]|crc32\w*|popcnt"  # SSE4.2, POPCNT
    r"|lzcnt|andn|bextr|blsi|blsr|blsmsk|bzhi|pdep|pext|rorx|sarx|shlx|shrx|movbe|adcx|adox"
    r"|v\w+)$"  # AVX and later
)


def functions_beyond_baseline(binary):
    listing = subprocess.run(["objdump", "-d", "--no-show-raw-insn", binary],
                             capture_output=True, text=True, check=True).stdout
    found, function = {}, None
    for line in listing.splitlines():
        header = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if header:
            function = header.group(1)
            continue
        fields = line.split("\t")
        if len(fields) >= 2 and fields[1].split():
            mnemonic = fields[1].split()[0]
            if BEYOND_BASELINE.match(mnemonic):
                found.setdefault(function, set()).add(mnemonic)
    return found


def main():
    binaries = sys.argv[1:]
    if not binaries:
        env = dict(os.environ, PATH=SWIFT_BIN + ":" + os.environ.get("PATH", ""))
        subprocess.run(["swift", "build", "-c", "release", "--product", "viper-auth"],
                       cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
        binaries = [os.path.join(ROOT, ".build", "release", "viper-auth")]
    failed = False
    for binary in binaries:
        found = functions_beyond_baseline(binary)
        outside = {name: ops for name, ops in found.items() if not name.startswith(ACCELERATED_PREFIX)}
        inside = len(found) - len(outside)
        print(f"{binary}: {inside} AuthEngineSHAExtensions functions use the SHA extensions")
        for name, ops in sorted(outside.items()):
            print(f"  outside the accelerated target: {name}: {', '.join(sorted(ops))}")
        if outside or inside == 0:
            failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
