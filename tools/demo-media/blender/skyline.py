"""
A city's skyline across the water, rendered with Cycles:
  blender -b --factory-startup --python skyline.py -- <json options>
Options: out (PNG path), mood (kit.MOODS), place ("downtown": towers round a lake under one
supertall spire; "marina": towers lining both banks of a canal, yachts at their pontoons; "creek":
a low waterfront across a wide creek with a few towers behind it and dhows at the quay), sun
(degrees: where the sun stands, in place of the mood's bearing), elevation (degrees: how high, in
place of the mood's own), seed, width, height, samples.

The water is at z = 0 and the view runs along +Y; the camera stands at eye level on the near
shore, level, its lens shifted up so the towers' verticals stay straight.
"""
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy  # noqa: E402
import kit  # noqa: E402
import city  # noqa: E402
from city import block, far_city, glazing, moored, solid, supertall, tower, yacht  # noqa: E402

opts = json.loads(sys.argv[sys.argv.index("--") + 1])
mood = opts.get("mood", "dusk")
place = opts.get("place", "marina")
scene = kit.reset(opts.get("seed", "skyline"))
m = kit.world(scene, mood, azimuth=opts.get("sun"), elevation=opts.get("elevation"))
darker = city.open_sky(scene, mood)
evening = mood in ("dusk", "blue", "night")
# How brightly the flats are lit (against the darker dusk exposure they need more to read warm),
# and the share of them lit.
gain = m["interior"] * 2**darker
LIT_SHARE = {"midday": 0.0, "golden": 0.04, "dusk": 0.14, "blue": 0.2, "night": 0.22}[mood]
# Against a darkening sky the same flats read brighter: dimmed, they stay windows, not a mosaic.
gain *= {"blue": 0.6, "night": 0.5}.get(mood, 1.0)
# A night sky stays a deep blue, darker than the blue hour's, over the glow of the city's lights
# low in the air.
if mood == "night":
    scene.view_settings.exposure -= 0.8
    kit.horizon_glow(scene, (0.05, 0.03, 0.03), height=14.0)
# Aerial perspective: the distance (metres) over which a building fades into the sky.
HAZE = {"midday": 5000.0, "golden": 3500.0, "dusk": 3500.0, "blue": 4500.0, "night": 5000.0}[mood]
# The towers (city.py) are built for this light.
city.setup(mood, gain, LIT_SHARE, HAZE)
lamp_glow = kit.no_light_sampling(kit.glow("lamp", (1.0, 0.72, 0.42), 3.0)) if evening else None
post = kit.material("post", (0.1, 0.1, 0.1), roughness=0.4, metallic=0.8)


def lamps(name, start, step, count, height=7.0):
    """Street lamps along a quay, from `start` every `step` (x, y), lit in the evening."""
    spots = [(start[0] + step[0] * i, start[1] + step[1] * i) for i in range(count)]
    kit.blocks(name + "-posts", [((0.2, 0.2, height), (px, py, start[2]), 0.0) for px, py in spots], post)
    kit.blocks(name + "-lamps", [((0.5, 0.5, 0.35), (px, py, start[2] + height), 0.0) for px, py in spots], lamp_glow or post)


def palms(name, start, step, count, base):
    trunk = kit.textured("palm-trunk", (0.22, 0.17, 0.12), (0.13, 0.1, 0.07), scale=60, roughness=0.9, bump=0.8)
    fronds = kit.frond_material()
    for i in range(count):
        px, py = start[0] + step[0] * i, start[1] + step[1] * i
        kit.palm(f"{name}{i}", (px, py, base), random.uniform(8.0, 11.0), (random.uniform(0.02, 0.08), random.uniform(0, 6.28)), trunk, fronds, fronds=14)


def dhow(name, x, y, length, heading):
    """A wooden dhow moored at the creek's quay: a dark timber hull, a raised stern and an awning."""
    wood = kit.material(name + "-wood", (0.2, 0.12, 0.06), roughness=0.6)
    awning = kit.material(name + "-awning", (0.75, 0.7, 0.6), roughness=0.8)
    beam = length * 0.3
    outline = [(length / 2, 0.0), (length * 0.2, beam / 2), (-length / 2, beam / 2 * 0.8), (-length / 2, -beam / 2 * 0.8), (length * 0.2, -beam / 2)]
    parts = [
        kit.prism(name + "-hull", outline, 1.8, (0, 0, -0.3), wood),
        block(name + "-stern", (length * 0.2, beam * 0.8, 1.4), (-length * 0.38, 0, 1.5), wood),
        block(name + "-awning", (length * 0.5, beam * 0.9, 0.12), (-length * 0.05, 0, 3.6), awning),
    ]
    for sx in (-0.25, 0.15):
        for sy in (-1, 1):
            parts.append(block(name + "-post", (0.12, 0.12, 2.1), (length * sx, sy * beam * 0.4, 1.5), wood))
    if evening:
        light = kit.no_light_sampling(kit.glow(name + "-bulbs", (1.0, 0.7, 0.4), 5.0))
        parts.append(block(name + "-bulbs", (length * 0.5, beam * 0.9, 0.08), (-length * 0.05, 0, 3.5), light))
    moored(name, parts, x, y, heading)


# The water and the land round it.
quay_stone = kit.textured("quay", (0.62, 0.56, 0.46), (0.5, 0.45, 0.37), scale=2, roughness=0.7, bump=0.2)
paving = kit.tiles("promenade", (0.36, 0.33, 0.29), (0.26, 0.24, 0.21), size=1.2, roughness=0.7)
ground = kit.hazy(kit.textured("ground", (0.2, 0.18, 0.15), (0.14, 0.13, 0.11), scale=0.02, roughness=0.9, bump=0.0), HAZE)
# The creek's water a little rougher than the open lake's or the canal's: its long reflections
# come out soft, not a grain of sparkles.
water = kit.sea("water", color=(0.006, 0.025, 0.032), roughness=0.12 if place == "creek" else 0.06)


def far_shore(far, length, promenade, lamp, palm):
    """The water up to the far bank `far` m off, its stone quay and paved promenade `length` m
    long and `promenade` m deep, the land behind, and a row of lamps along the quay (`lamp`: first
    x, step, count) and of palms behind them (`palm`: first x, step, count, distance back)."""
    kit.plane("water", (2 * length, 2 * far + 400), (0, far / 2 - 200, 0), water)
    kit.plane("ground", (20000, 20000), (0, far + 10000, 1.5), ground)
    block("quay-far", (length, 3.0, 1.6), (0, far, -0.1), quay_stone)
    kit.plane("promenade", (length, promenade), (0, far + promenade / 2, 1.52), paving)
    lamps("lamp", (lamp[0], far + 3.0, 1.5), (lamp[1], 0), lamp[2])
    palms("palm", (palm[0], far + palm[3], 1.5), (palm[1], 0), palm[2], 1.5)


if place == "downtown":
    # A lake, its far shore a low stone souk along a promenade, towers behind it round the
    # supertall, which stands a little left of the middle 1.4 km off.
    FAR = 360.0
    far_shore(FAR, 3000, 30, lamp=(-600, 24, 50), palm=(-590, 36, 34, 9.0))
    # The souk: low sand-coloured blocks with lit arcades along the water.
    arcade = kit.no_light_sampling(kit.glow("arcade", (1.0, 0.62, 0.32), 0.05 * gain)) if evening else kit.material("arcade", (0.05, 0.045, 0.04), roughness=0.6)
    x = -640.0
    while x < 640:
        # Blocks of one to three storeys, set back by different depths, with gardens between.
        w, h, back = random.uniform(24, 60), random.choice((8.0, 12.0, 16.0, 22.0)), random.uniform(0, 12)
        stone = solid(f"souk{int(x)}", (0.74, 0.64, 0.5), 0.8)
        block(f"souk{int(x)}", (w, 24, h), (x + w / 2, FAR + 34 + back, 1.5), stone)
        block(f"souk-top{int(x)}", (w * 0.6, 16, 5.0), (x + w / 2 + random.uniform(-5, 5), FAR + 38 + back, 1.5 + h), stone)
        for k in range(int(w // 6)):
            block(f"arch{int(x)}-{k}", (4.0, 0.3, 4.0), (x + 3.5 + k * 6, FAR + 21.9 + back, 1.8), arcade)
        x += w + random.choice((2.0, 6.0, 18.0))
    SX, SY = -260.0, 1400.0
    supertall(SX, SY)
    # The towers round it: a ring of tall ones either side, none standing in front of it.
    spots = []
    while len(spots) < 60:
        # Within the view, thinning out towards its edges.
        bearing = math.radians(random.uniform(-40, 34))
        dist = random.uniform(500, 2000)
        x, y = math.sin(bearing) * dist, math.cos(bearing) * dist
        if abs(bearing - math.atan2(SX, SY)) < math.radians(6) and y < SY + 200:
            continue
        if any((x - a) ** 2 + (y - b) ** 2 < 70 ** 2 for a, b in spots) or (x - SX) ** 2 + (y - SY) ** 2 < 110 ** 2:
            continue
        spots.append((x, y))
    for i, (x, y) in enumerate(spots):
        # None rises to the supertall's shoulders as seen from the camera.
        h = min(random.uniform(110, 340) * (1.0 if abs(x - SX) < 800 else 0.7), 0.3 * y)
        w = random.uniform(28, 48)
        tower(f"tower{i}", x, y, w, w * random.uniform(0.6, 1.0), h, angle=random.choice((0.0, 0.0, random.uniform(-0.6, 0.6))))
    far_city((0, 0), 1.1, 60, 2300, 5500, (60, 260))
    eye, target, lens, shift = (40.0, 0.0, 2.2), (-40.0, 1000.0), 24, 0.15
elif place == "marina":
    # A canal along +Y, 150 m wide; towers on both banks, yachts at pontoons along both quays. The
    # camera stands on the left quay looking across and up the canal.
    HALF = 75.0
    kit.plane("water", (2 * HALF + 2, 8000), (0, 3800, 0), water)
    for side in (-1, 1):
        block(f"quay{side}", (3.0, 8000, 1.6), (side * (HALF + 1.5), 3800, -0.1), quay_stone)
        kit.plane(f"promenade{side}", (30, 8000), (side * (HALF + 18), 3800, 1.52), paving)
        kit.plane(f"ground{side}", (9000, 9000), (side * (HALF + 33 + 4500), 3800, 1.5), ground)
        lamps(f"lamp{side}", (side * (HALF + 3.5), -40, 1.5), (0, 26), 70)
        palms(f"palm{side}", (side * (HALF + 9.0), -30, 1.5), (0, 22), 40 if side > 0 else 12, 1.5)
        # Pontoons a few metres off each quay, yachts moored along them.
        block(f"pontoon{side}", (2.5, 900, 0.5), (side * (HALF - 14), 480, -0.2), kit.material("pontoon", (0.5, 0.45, 0.38), roughness=0.7))
        for i in range(26 if side > 0 else 14):
            length = random.uniform(16, 32)
            y = (40 if side > 0 else 90) + i * 34 + random.uniform(-3, 3)
            yacht(f"yacht{side}-{i}", side * (HALF - 14 - 2.0 - length * 0.13), y, length, math.pi / 2 + (0 if random.random() < 0.6 else math.pi))
    for i, (x, y, length) in enumerate(((-12.0, 150.0, 26.0), (24.0, 330.0, 20.0), (-30.0, 560.0, 34.0))):
        yacht(f"cruising{i}", x, y, length, math.pi / 2 + random.uniform(-0.1, 0.1))
    # Along each quay: a podium of shops and restaurants, lit in the evening, and the towers on it.
    for side in (-1, 1):
        for i in range(40):
            y = -80 + i * 60
            kit.prism(f"podium{side}-{i}", kit.rounded(30, 56, 2.0), random.uniform(9, 16), (side * (HALF + 48), y, 1.5), glazing(f"podium{side}-{i}", tint=(0.08, 0.07, 0.06), cell=(5.0, 4.5), share=1.6))
        y = random.uniform(-40, 20)
        twist_done = side < 0
        while y < 2600:
            for row, offset in enumerate((62, 140)):
                w = random.uniform(28, 42)
                d = w * random.uniform(0.65, 1.0)
                h = random.uniform(150, 380) if row else random.uniform(80, 300)
                h *= 1.3 if random.random() < 0.15 else 1.0
                form = None
                if not twist_done and y > 250:
                    form, h, w, d = "twist", 306.0, 34.0, 34.0
                    twist_done = True
                tower(f"tower{side}-{row}-{int(y)}", side * (HALF + offset + random.uniform(-6, 6)), y + row * 40 + random.uniform(-10, 10), w, d, h, form=form, angle=random.choice((0.0, 0.0, math.radians(random.uniform(-20, 20)))))
            y += random.uniform(70, 105)
    far_city((0, 2600), 0.9, 40, 400, 3000, (80, 260))
    turn = math.radians(30)
    eye, target, lens, shift = (-HALF + 17.0, -60.0, 2.2), (-HALF + 17.0 + math.sin(turn) * 100, -60.0 + math.cos(turn) * 100), 24, 0.18
else:
    # A wide creek: the far bank's quay with dhows moored along it, a low waterfront of stone and
    # glass buildings in two rows, and a few towers behind.
    FAR = 380.0
    far_shore(FAR, 4000, 24, lamp=(-900, 30, 60), palm=(-880, 40, 45, 8.0))
    for i in range(34):
        x = -520 + i * 31 + random.uniform(-4, 4)
        dhow(f"dhow{i}", x, FAR - 6.0 - random.uniform(0, 3), random.uniform(16, 24), random.choice((0.0, math.pi)) + random.uniform(-0.05, 0.05))
    for row, (depth, low, high) in enumerate(((26.0, 12.0, 40.0), (75.0, 20.0, 60.0))):
        x = -900.0
        while x < 900:
            w, d = random.uniform(22, 46), random.uniform(18, 34)
            # Flat-roofed, as the Creek's low blocks are (stepped caps read as wedding cakes).
            tower(f"low{row}-{int(x)}", x + w / 2, FAR + depth + d / 2 + random.uniform(0, 10), w, d, random.uniform(low, high), form=random.choice(("framed", "framed", "slab")), top="parapet")
            x += w + random.uniform(2, 12)
    spots = [(-330, 620, 150), (-110, 700, 110), (140, 560, 190), (330, 760, 130), (520, 640, 95), (-520, 760, 120), (30, 1100, 170), (420, 1200, 150), (-250, 1250, 140), (-650, 1000, 100)]
    for i, (x, y, h) in enumerate(spots):
        w = random.uniform(28, 40)
        tower(f"tower{i}", x, y, w, w * random.uniform(0.6, 0.9), h * random.uniform(0.9, 1.1))
    far_city((0, 0), 0.8, 50, 1800, 5000, (40, 180))
    # Abras crossing the water.
    for i in range(4):
        dhow(f"abra{i}", random.uniform(-150, 150), random.uniform(90, 280), random.uniform(8, 11), random.uniform(-0.3, 0.3))
    # A longer lens: the waterfront fills the frame, not the empty sky over it.
    eye, target, lens, shift = (0.0, 0.0, 2.2), (25.0, 1000.0), 42, 0.14

cam = kit.camera(scene, eye, (target[0], target[1], eye[2]), lens=lens, shift_y=shift, width=opts.get("width", 1920), height=opts.get("height", 1200))
cam.data.clip_end = 50000.0
scene.cycles.samples = opts.get("samples", 96)
city.open_air_paths(scene, evening)
scene.render.filepath = opts["out"]
bpy.ops.render.render(write_still=True)
