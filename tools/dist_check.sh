#!/usr/bin/env bash
# Build the wheel and the sdist into dist/, check what each carries, install the wheel in a
# fresh venv outside the repository (as pipx would) and run kitgen from there.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/tool"
"$work/tool/bin/python" -m pip install --quiet uv
uv="$work/tool/bin/uv"
rm -rf dist
"$uv" build --quiet --out-dir dist
wheel=$(ls dist/*.whl)
sdist=$(ls dist/*.tar.gz)
echo "wheel: $wheel ($(du -k "$wheel" | cut -f1) KiB), sdist: $sdist ($(du -k "$sdist" | cut -f1) KiB)"
if tar -tzf "$sdist" | grep -E '/\.ci/' ; then
    echo "error: the sdist carries .ci/" >&2; exit 1
fi
listing=$(unzip -l "$wheel")
for inside in kitgen/rulebook/binary.md kitgen/shipped_templates/binary/tiles-xor.toml \
        kitgen/schemas/check.json kitgen/fonts/LICENSE-DejaVu.txt kitgen/py.typed; do
    grep -q " $inside\$" <<<"$listing" || { echo "error: the wheel has no $inside" >&2; exit 1; }
done
"$uv" venv --quiet --python python3 "$work/venv"
"$uv" pip install --quiet --python "$work/venv/bin/python" "$wheel"
cd "$work"  # outside the repository: only what the wheel carries
bin="$work/venv/bin/kitgen"
"$bin" --version
"$bin" templates copy tiles-xor "$work/mine" >/dev/null
"$bin" game new "$work/g.json" --spec tiles-xor --players Ann,Bob >/dev/null
"$bin" rules staeda | head -1
"$bin" stæða targets 3 4 5 --json >/dev/null
"$bin" cards binary --texts cards-binary-nl -o "$work/out" -q
"$bin" tiles --spec "$work/mine/tiles-xor.toml" -o "$work/out" -q
"$bin" check -q '11x11=1001'  # -q: the exit code is the answer
"$bin" build staeda -o "$work/kit" -q  # sorted by kit and paper
test -f "$work/kit/staeda/a4/staeda-rule-card-en-a6-a4.pdf"
ls "$work/out" | wc -l | sed 's/^/files made outside the repository: /'
echo "dist-check: ok"
