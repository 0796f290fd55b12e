/**
 * The demo organizations' photos, drawn here as SVG scenes and rendered by the image pipeline
 * like any upload: the repository ships their source, so they are ours to use anywhere, and a
 * fresh install needs no download to show a gallery.
 */

export type DemoScene =
  'solar-field' | 'forest' | 'reef' | 'workshop' | 'classroom' | 'water' | 'homes' | 'farm';

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  near: string;
  accent: string;
}

const palettes: Record<DemoScene, Palette> = {
  'solar-field': {
    skyTop: '#7cc4f0',
    skyBottom: '#e8f6ff',
    sun: '#ffd45c',
    far: '#8fbf7a',
    near: '#5e9a4c',
    accent: '#1f3b63',
  },
  forest: {
    skyTop: '#f6c58b',
    skyBottom: '#fdeedd',
    sun: '#fff3c4',
    far: '#5f8f6b',
    near: '#2f5d43',
    accent: '#1d3b2a',
  },
  reef: {
    skyTop: '#2a7fb8',
    skyBottom: '#8fd3e8',
    sun: '#e6fbff',
    far: '#1d6a8f',
    near: '#0f4c6b',
    accent: '#ff8a6b',
  },
  workshop: {
    skyTop: '#3b3f58',
    skyBottom: '#6d7291',
    sun: '#ffcf70',
    far: '#8a6f5a',
    near: '#5c4636',
    accent: '#f2a541',
  },
  classroom: {
    skyTop: '#f4e9d8',
    skyBottom: '#fff9ef',
    sun: '#ffb347',
    far: '#2f6f6a',
    near: '#20504c',
    accent: '#e0584f',
  },
  water: {
    skyTop: '#f2a65a',
    skyBottom: '#fde3c2',
    sun: '#fff0c9',
    far: '#c98b52',
    near: '#9c6a3c',
    accent: '#3b8fc4',
  },
  homes: {
    skyTop: '#9ad0ec',
    skyBottom: '#eaf7ff',
    sun: '#ffe08a',
    far: '#b7a98f',
    near: '#8c7b61',
    accent: '#c8553d',
  },
  farm: {
    skyTop: '#a7d8f0',
    skyBottom: '#f4fbff',
    sun: '#ffd166',
    far: '#a3c46c',
    near: '#6f9a3b',
    accent: '#7a4e2d',
  },
};

const WIDTH = 1600;
const HEIGHT = 1000;

/** A deterministic sequence, so the same scene and seed draw the same picture. */
function sequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function hills(color: string, baseline: number, amplitude: number, next: () => number): string {
  const points = Array.from({ length: 9 }, (_, index) => {
    const x = (index / 8) * WIDTH;
    const y = baseline - amplitude * (0.4 + next() * 0.6);
    return `${x.toFixed(0)},${y.toFixed(0)}`;
  });
  return `<path d="M0,${HEIGHT} L${points.join(' L')} L${WIDTH},${HEIGHT} Z" fill="${color}"/>`;
}

function motif(scene: DemoScene, palette: Palette, next: () => number): string {
  const shapes: string[] = [];
  switch (scene) {
    case 'solar-field':
      for (let row = 0; row < 3; row += 1) {
        for (let column = 0; column < 7; column += 1) {
          const x = 120 + column * 200 + row * 30;
          const y = 640 + row * 110;
          shapes.push(
            `<polygon points="${x},${y} ${x + 160},${y} ${x + 140},${y + 70} ${x - 20},${y + 70}" fill="${palette.accent}" stroke="#9fc3e6" stroke-width="4"/>`,
          );
        }
      }
      break;
    case 'forest':
    case 'farm':
      if (scene === 'farm') {
        for (let row = 0; row < 6; row += 1) {
          const y = 860 + row * 24;
          shapes.push(
            `<path d="M0,${y} Q800,${y - 40} ${WIDTH},${y}" stroke="#4e7d2a" stroke-width="10" fill="none"/>`,
          );
        }
      }
      for (let tree = 0; tree < (scene === 'farm' ? 6 : 14); tree += 1) {
        const x = scene === 'farm' ? 140 + tree * 260 + next() * 60 : 60 + tree * 115 + next() * 40;
        const height = 160 + next() * 140;
        const base = 900 - next() * 80;
        shapes.push(
          scene === 'forest'
            ? `<polygon points="${x},${base - height} ${x - 55},${base} ${x + 55},${base}" fill="${palette.accent}"/>`
            : `<rect x="${x - 6}" y="${base - 70}" width="12" height="70" fill="${palette.accent}"/><circle cx="${x}" cy="${base - 100}" r="${38 + next() * 22}" fill="#3f6f25"/>`,
        );
      }
      break;
    case 'reef':
      for (let coral = 0; coral < 18; coral += 1) {
        const x = 40 + coral * 90 + next() * 30;
        const height = 60 + next() * 140;
        shapes.push(
          `<ellipse cx="${x}" cy="${960 - height / 2}" rx="${22 + next() * 18}" ry="${height / 2}" fill="${palette.accent}" opacity="${(0.6 + next() * 0.4).toFixed(2)}"/>`,
        );
      }
      for (let fish = 0; fish < 9; fish += 1) {
        const x = 200 + next() * 1200;
        const y = 300 + next() * 350;
        shapes.push(
          `<path d="M${x},${y} q30,-20 60,0 q-30,20 -60,0 z M${x + 60},${y} l18,-12 l0,24 z" fill="#ffe08a"/>`,
        );
      }
      break;
    case 'workshop':
    case 'classroom':
      shapes.push(
        `<rect x="0" y="700" width="${WIDTH}" height="300" fill="${palette.near}"/>`,
        `<rect x="180" y="520" width="1240" height="40" rx="8" fill="${palette.accent}"/>`,
      );
      for (let item = 0; item < 8; item += 1) {
        const x = 230 + item * 150;
        shapes.push(
          scene === 'workshop'
            ? `<circle cx="${x}" cy="480" r="${26 + next() * 14}" fill="none" stroke="${palette.sun}" stroke-width="10"/>`
            : `<rect x="${x - 40}" y="${420 + next() * 40}" width="80" height="${60 + next() * 40}" rx="6" fill="${palette.sun}"/>`,
        );
      }
      break;
    case 'water':
      shapes.push(
        `<path d="M0,760 C400,720 800,800 1600,740 L1600,1000 L0,1000 Z" fill="${palette.accent}"/>`,
        `<rect x="560" y="640" width="480" height="140" fill="#d9c2a0"/>`,
      );
      break;
    case 'homes':
      for (let house = 0; house < 6; house += 1) {
        const x = 120 + house * 235;
        const y = 600 + (house % 2) * 40;
        shapes.push(
          `<rect x="${x}" y="${y}" width="190" height="170" fill="#f3e6cf"/>`,
          `<polygon points="${x - 15},${y} ${x + 95},${y - 90} ${x + 205},${y}" fill="${palette.accent}"/>`,
          `<rect x="${x + 75}" y="${y + 90}" width="40" height="80" fill="${palette.near}"/>`,
        );
      }
      break;
  }
  return shapes.join('');
}

/** A 1600×1000 SVG scene; `seed` varies it, so two photos of one scene differ. */
export function demoIllustration(scene: DemoScene, seed: number): string {
  const palette = palettes[scene];
  const next = sequence(seed * 7919 + scene.length);
  const sunX = 250 + next() * 1100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<circle cx="${sunX.toFixed(0)}" cy="${(180 + next() * 120).toFixed(0)}" r="90" fill="${palette.sun}"/>
${hills(palette.far, 640, 180, next)}
${hills(palette.near, 820, 140, next)}
${motif(scene, palette, next)}
</svg>`;
}
