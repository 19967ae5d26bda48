#!/usr/bin/env bash
# Regenerates the five original carousel clips (H.264, 360x640, 6 s) and their posters with Debian's ffmpeg.
# The outputs are committed; nothing runs this at install or build time.
set -euo pipefail
out="$(dirname "$0")/../../apps/web/public/Brandvideo"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
clip() {
  local n=$1 c0=$2 c1=$3 title=$4 sub=$5
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "gradients=s=360x640:c0=$c0:c1=$c1:x0=0:y0=0:x1=360:y1=640:d=6:speed=0.02:r=24" \
    -vf "drawbox=x='40+20*sin(t*2)':y='120+30*cos(t*1.5)':w=120:h=120:color=white@0.18:t=fill,drawbox=x='200+25*cos(t*1.3)':y='360+20*sin(t*2.2)':w=90:h=90:color=white@0.12:t=fill,drawtext=fontfile=$font:text='$title':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=h*0.68,drawtext=fontfile=$font:text='$sub':fontcolor=white@0.85:fontsize=18:x=(w-text_w)/2:y=h*0.68+50,drawtext=fontfile=$font:text='amplio':fontcolor=white@0.7:fontsize=16:x=20:y=20,format=yuv420p" \
    -t 6 -c:v libx264 -profile:v main -preset slow -crf 30 -movflags +faststart -an "$out/0$n.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 2 -i "$out/0$n.mp4" -frames:v 1 -q:v 4 "$out/0$n.jpg"
}
clip 1 0x6D28D9 0xF97362 "Glow serum" "30s unboxing"
clip 2 0x0F172A 0x6D28D9 "Trail shoes" "First run review"
clip 3 0xF97362 0xCA8A04 "Cold brew" "Morning routine"
clip 4 0x2563EB 0x6D28D9 "Smart lamp" "Desk setup tour"
clip 5 0x16A34A 0x0F172A "Meal kit" "Cook with me"
