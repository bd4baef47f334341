#!/usr/bin/env sh
# Builds the Robber game JAR from games/robber/src into src/content/downloads/robber.jar.
# Needs a JDK 17 or newer (javac and jar). The built JAR is committed, so the site build
# itself does not need Java. Check it with: java -jar src/content/downloads/robber.jar --selftest
set -eu
cd "$(dirname "$0")/.."

SRC=games/robber/src
OUT=src/content/downloads/robber.jar
MAIN=robber.Main
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

mkdir -p "$WORK/classes" "$(dirname "$OUT")"
find "$SRC" -name '*.java' > "$WORK/sources.txt"
javac --release 17 -Xlint:all -Werror -d "$WORK/classes" @"$WORK/sources.txt"
printf 'Main-Class: %s\n' "$MAIN" > "$WORK/manifest.txt"
rm -f "$OUT"
jar --create --file "$OUT" --manifest "$WORK/manifest.txt" -C "$WORK/classes" .
java -Djava.awt.headless=true -jar "$OUT" --selftest
echo "Built $OUT ($(wc -c < "$OUT") bytes)"
