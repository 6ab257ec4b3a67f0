#!/usr/bin/env bash
# Renders the hero background video (apps/web/public/media) from ffmpeg lavfi sources: an original
# abstract animation, periodic in 8 s so it loops seamlessly. Run from an empty work directory,
# then copy hero.webm, hero.mp4 and hero-poster.webp into apps/web/public/media.
set -e
# Original abstract animation: drifting waves of brand blues and a warm accent, periodic in 8 s so it loops seamlessly.
P='2*PI*T/8'
EXPR_R="clip(11 + 40*(0.5+0.5*sin(X/70 + $P + sin(Y/90 - $P))) + 90*pow(0.5+0.5*sin(hypot(X-480-120*cos($P),Y-270-80*sin($P))/38 - 2*$P),6),0,255)"
EXPR_G="clip(40 + 50*(0.5+0.5*sin(X/70 + $P + sin(Y/90 - $P))) + 40*(0.5+0.5*cos(Y/60 + 2*$P + X/200)) + 70*pow(0.5+0.5*sin(hypot(X-480-120*cos($P),Y-270-80*sin($P))/38 - 2*$P),6),0,255)"
EXPR_B="clip(110 + 80*(0.5+0.5*sin(X/70 + $P + sin(Y/90 - $P))) + 40*(0.5+0.5*cos(Y/60 + 2*$P + X/200)),0,255)"
ffmpeg -y -loglevel error -f lavfi -i "color=c=black:s=960x540:r=24:d=8" \
  -vf "format=rgb24,geq=r='$EXPR_R':g='$EXPR_G':b='$EXPR_B',gblur=sigma=2,format=yuv420p" \
  -c:v ffv1 master.mkv
ffmpeg -y -loglevel error -i master.mkv -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an -deadline good -cpu-used 4 hero.webm
ffmpeg -y -loglevel error -i master.mkv -c:v libx264 -preset slow -crf 30 -profile:v main -pix_fmt yuv420p -movflags +faststart -an hero.mp4
ffmpeg -y -loglevel error -i master.mkv -frames:v 1 -c:v libwebp -quality 60 hero-poster.webp
ls -l
