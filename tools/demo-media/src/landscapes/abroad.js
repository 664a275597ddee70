'use strict';
/**
 * The agency's international markets: a Belgravia stucco terrace, a Manchester mill conversion
 * on the canal, a Marbella villa.
 */
const { MOODS, Svg, darken, ellipse, f, group, lighten, line, mix, poly, rect, rng, sky } = require('../kit');
const { villa } = require('../exterior');
const { H, W } = require('./props');

/** A white stucco Belgravia terrace: porticoes, sash windows, iron balconies and railings. */
function stuccoTerrace({ seed, mood = 'midday' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const london = { sky: ['#8fa6bd', '#b2c3d3', '#d5dee6'], stucco: '#f1ede5', shade: '#c9c3b8' };
  const night = mood === 'blue';
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear(
        night
          ? [
              [0, '#0e1a36'],
              [1, '#4a5a86'],
            ]
          : london.sky.map((c, i) => [i / 2, c]),
      ),
    ),
  );
  const pave = 1080;
  const houseW = 700;
  const x0 = -r.range(80, 240);
  const stucco = night ? '#b8bccb' : london.stucco;
  for (let h = 0; h < 4; h += 1) {
    const hx = x0 + h * houseW;
    const top = 90;
    svg.add(
      rect(
        hx,
        top,
        houseW,
        pave - top,
        svg.linear([
          [0, lighten(stucco, 0.05)],
          [1, darken(stucco, 0.06)],
        ]),
      ),
    );
    svg.add(rect(hx, top - 30, houseW, 30, darken(stucco, 0.08)));
    svg.add(rect(hx, top - 36, houseW, 8, lighten(stucco, 0.2)));
    // Rusticated ground floor.
    for (let y = 760; y < pave; y += 34) svg.add(line(hx, y, hx + houseW, y, darken(stucco, 0.18), 2));
    svg.add(line(hx + houseW - 1, top, hx + houseW - 1, pave, darken(stucco, 0.15), 2));
    // Windows: three bays, four storeys.
    const floors = [
      [150, 150],
      [330, 230],
      [620, 110],
    ];
    for (const [wy, wh] of floors) {
      for (let b = 0; b < 3; b += 1) {
        const wx = hx + 90 + b * 200;
        if (h % 2 === 0 && b === 0 && wy === 620) continue;
        svg.add(rect(wx - 12, wy - 16, 124, wh + 30, darken(stucco, 0.05)));
        const lit = night && r.chance(0.7);
        svg.add(
          rect(
            wx,
            wy,
            100,
            wh,
            lit
              ? svg.linear([
                  [0, '#ffe2a8'],
                  [1, '#d99a55'],
                ])
              : svg.linear([
                  [0, '#39424f'],
                  [1, '#1c222b'],
                ]),
          ),
        );
        if (!lit)
          svg.add(
            poly(
              [
                [wx, wy],
                [wx + 40, wy],
                [wx, wy + 60],
              ],
              '#ffffff',
              'opacity="0.12"',
            ),
          );
        for (let k = 1; k < 3; k += 1) svg.add(line(wx + (100 * k) / 3, wy, wx + (100 * k) / 3, wy + wh, '#f7f5f0', 4));
        svg.add(line(wx, wy + wh / 2, wx + 100, wy + wh / 2, '#f7f5f0', 6));
        if (wy === 330) {
          // Cast-iron balcony.
          svg.add(rect(wx - 30, wy + wh - 50, 160, 6, '#1b1b1d'));
          for (let k = 0; k < 16; k += 1)
            svg.add(line(wx - 28 + k * 10.5, wy + wh - 50, wx - 28 + k * 10.5, wy + wh, '#1b1b1d', 2));
          svg.add(rect(wx - 34, wy + wh, 168, 10, darken(stucco, 0.1)));
        }
      }
    }
    // Portico with columns and a black door.
    const dx = hx + (h % 2 === 0 ? 70 : 510);
    svg.add(rect(dx, 700, 130, 230, '#15171a'));
    svg.add(ellipse(dx + 65, 700, 65, 40, '#2a2d33'));
    svg.add(ellipse(dx + 100, 820, 6, 6, '#c9a24a'));
    svg.add(rect(dx - 60, 640, 250, 30, lighten(stucco, 0.1)));
    for (const cxp of [dx - 40, dx + 150]) {
      svg.add(
        rect(
          cxp,
          670,
          30,
          pave - 670 - 40,
          svg.linear(
            [
              [0, darken(stucco, 0.12)],
              [0.5, lighten(stucco, 0.15)],
              [1, darken(stucco, 0.12)],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 0 },
          ),
        ),
      );
    }
    svg.add(rect(dx - 70, pave - 40, 270, 20, darken(stucco, 0.1)));
    svg.add(rect(dx - 80, pave - 20, 290, 20, darken(stucco, 0.15)));
    if (night) svg.add(ellipse(dx + 65, 690, 120, 90, svg.soft('#ffd58f', 0.5)));
  }
  // Railings, pavement, a street lamp and a plane tree.
  svg.add(
    rect(
      0,
      pave,
      W,
      H - pave,
      svg.linear([
        [0, night ? '#3a3d48' : '#b9b6ae'],
        [1, night ? '#1f2129' : '#8f8c86'],
      ]),
    ),
  );
  for (let x = 0; x < W; x += 14) svg.add(line(x, pave - 150, x, pave, '#141416', 3));
  svg.add(rect(0, pave - 150, W, 6, '#141416'));
  svg.add(rect(0, pave - 40, W, 5, '#141416'));
  const lx = r.range(1200, 1500);
  svg.add(rect(lx, 620, 12, pave + 60 - 620, '#17191c'));
  svg.add(
    poly(
      [
        [lx - 26, 560],
        [lx + 38, 560],
        [lx + 30, 620],
        [lx - 18, 620],
      ],
      night ? '#ffe1a0' : '#2a2d33',
    ),
  );
  if (night) svg.add(ellipse(lx + 6, 600, 160, 140, svg.soft('#ffd58f', 0.5)));
  const tx = r.range(200, 500);
  svg.add(
    rect(
      tx,
      500,
      40,
      H - 500,
      svg.linear(
        [
          [0, '#6f6a5e'],
          [1, '#8f8a7a'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    ),
  );
  for (let i = 0; i < 70; i += 1)
    svg.add(
      ellipse(
        tx + r.range(-260, 300),
        r.range(-40, 460),
        r.range(50, 110),
        r.range(30, 60),
        r.pick(night ? ['#0f1a14', '#142018', '#1b2a1f'] : ['#5b7a45', '#4a6a3a', '#6f8c52', '#3f5a33']),
        'opacity="0.92"',
      ),
    );
  return svg.toString();
}

/** A Manchester mill conversion on the canal at blue hour: red brick and tall arched windows. */
function millConversion({ seed, mood = 'blue' }) {
  const r = rng(seed);
  const m = MOODS[mood];
  const svg = new Svg(W, H);
  const water = 900;
  svg.add(sky(svg, r, { mood, horizon: water, sunX: W * 0.8, clouds: 4 }));
  const brick = mood === 'midday' ? '#9a4a33' : '#6a3328';
  const b = [];
  b.push(
    rect(
      120,
      170,
      1680,
      water - 170,
      svg.linear([
        [0, lighten(brick, 0.1)],
        [1, darken(brick, 0.2)],
      ]),
    ),
  );
  const courses = [];
  for (let y = 176; y < water; y += 12) courses.push(`M120,${y} H1800`);
  b.push(
    `<path d="${courses.join(' ')}" stroke="${darken(brick, 0.35)}" stroke-width="1" opacity="0.35" fill="none"/>`,
  );
  b.push(rect(100, 140, 1720, 34, darken(brick, 0.3)));
  // Chimney.
  b.push(rect(1620, 20, 70, 160, darken(brick, 0.1)));
  b.push(rect(1608, 10, 94, 18, darken(brick, 0.3)));
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 10; col += 1) {
      const x = 190 + col * 160;
      const y = 220 + row * 165;
      const lit = m.lit && r.chance(0.62);
      const fill = lit
        ? svg.linear([
            [0, '#ffe6b3'],
            [1, '#d9944e'],
          ])
        : svg.linear([
            [0, mix(m.sky[2], '#ffffff', 0.2)],
            [1, '#1d2330'],
          ]);
      b.push(`<path d="M${x},${y + 120} V${y + 40} A40,40 0 0 1 ${x + 80},${y + 40} V${y + 120} Z" fill="${fill}"/>`);
      b.push(
        `<path d="M${x},${y + 120} V${y + 40} A40,40 0 0 1 ${x + 80},${y + 40} V${y + 120} Z M${x + 40},${y} V${y + 120} M${x},${y + 70} H${x + 80}" stroke="#1a1512" stroke-width="3" fill="none"/>`,
      );
      b.push(rect(x - 6, y + 120, 92, 8, '#c9b8a0'));
    }
  }
  const building = group(b);
  svg.add(building);
  svg.add(
    rect(
      0,
      water,
      W,
      H - water,
      svg.linear([
        [0, m.sea[1]],
        [1, m.sea[2]],
      ]),
    ),
  );
  svg.add(
    group(
      `<g transform="translate(0 ${2 * water}) scale(1 -1)" opacity="0.4">${building}</g>`,
      `clip-path="${svg.clip(rect(0, water, W, H - water, '#fff'))}"`,
    ),
  );
  const rip = [];
  for (let i = 0; i < 120; i += 1) {
    const y = r.range(water + 4, H);
    const x = r.range(-60, W);
    rip.push(`M${f(x)},${f(y)} h${f(r.range(40, 200))}`);
  }
  svg.add(`<path d="${rip.join(' ')}" stroke="${m.sea[2]}" stroke-width="3" opacity="0.6" fill="none"/>`);
  svg.add(rect(0, water - 14, W, 14, '#4a4640'));
  for (let x = 40; x < W; x += 320) {
    svg.add(rect(x, water - 130, 8, 116, '#1b1b1d'));
    if (m.lit)
      svg.add(
        ellipse(x + 4, water - 134, 60, 60, svg.soft('#ffd58f', 0.55)) + ellipse(x + 4, water - 134, 8, 8, '#fff3d0'),
      );
  }
  return svg.toString();
}

/** A Marbella villa: the villa with the Sierra behind and cypress instead of palms. */
function marbellaVilla({ seed, mood = 'golden' }) {
  return villa({ seed, mood, backdrop: 'hills', trees: 'cypress', variant: 'low' });
}

module.exports = { stuccoTerrace, millConversion, marbellaVilla };
