#!/bin/sh
# Remakes the documents of the demo's blind call (modules/evaluation/demo-seed.ts): saved by a real
# producer (LibreOffice 7.4, Debian's libreoffice-writer-nogui) with the demo lecturer, 'María
# Fernanda Rojas Díaz', as their author in their metadata, a comment and a tracked change, so the
# evaluator's blind copy has something to remove. The CV names her in its text too: the call hides it
# from evaluators.
#
#   sh apps/api/src/db/seed/demo-files/make.sh
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
lo() { soffice -env:UserInstallation="file://$work/profile" --headless --convert-to "$1" --outdir . "$2" >/dev/null 2>&1; }
lo docx propuesta.fodt
lo 'pdf:writer_pdf_Export:{"ExportNotes":{"type":"boolean","value":"true"}}' propuesta.fodt
lo pdf hoja-de-vida.fodt
ls -l propuesta.docx propuesta.pdf hoja-de-vida.pdf
