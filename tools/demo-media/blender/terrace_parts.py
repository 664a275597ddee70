"""
A Belgravia terrace of white stucco townhouses, for terrace_house.py: each house three bays wide,
a rusticated ground floor raised over its basement area, a columned portico at its door, tall
French windows onto the first floor's balcony, sash windows diminishing upwards, a main cornice,
an attic storey under a balustrade, and a slate mansard with chimney stacks on the party walls.

The houses stand side by side along +X, their fronts on y = 0 facing -Y; the pavement is at
z = 0, the basement area's floor below it. Parts are gathered by material and built as one mesh
each (`kit.Parts`), so a terrace of hundreds of mouldings and balusters stays quick to build.
"""
import random

import kit

# Levels (z, metres): the ground floor raised over the basement, the first floor's balcony, the
# floors above, the main cornice, the attic storey and its balustrade.
GROUND = 0.9
FIRST = 4.9
SECOND = 9.3
THIRD = 12.7
CORNICE = 15.8
ATTIC = 16.5
PARAPET = 19.0
AREA = 1.8  # how far the basement area reaches in front of the houses
BAY = 2.4  # one window's bay; a house is three


def materials(evening):
    """The terrace's materials; in the evening some rooms lit behind their curtains."""
    stucco = kit.textured("stucco", (0.72, 0.7, 0.65), (0.67, 0.65, 0.6), scale=2.0, roughness=0.7, bump=0.05)
    m = dict(
        stucco=stucco,
        rustication=kit.masonry("rustication", (0.71, 0.69, 0.64), (0.4, 0.39, 0.36), width=1.35, height=0.42, mortar=0.018, vary=0.03, roughness=0.7, bump=0.6),
        moulding=kit.material("moulding", (0.76, 0.74, 0.69), roughness=0.55),
        paint=kit.material("sash-paint", (0.8, 0.8, 0.78), roughness=0.35),
        iron=kit.material("iron", (0.015, 0.015, 0.016), roughness=0.35, metallic=0.6),
        door=kit.material("door", (0.01, 0.01, 0.012), roughness=0.12, specular=0.7),
        brass=kit.material("brass", (0.8, 0.6, 0.3), roughness=0.25, metallic=1.0),
        slate=kit.textured("slate", (0.09, 0.095, 0.105), (0.13, 0.135, 0.145), scale=12, roughness=0.5, bump=0.2),
        brick=kit.masonry("stack-brick", (0.45, 0.3, 0.22), (0.6, 0.58, 0.52), vary=0.25),
        pot=kit.material("chimney-pot", (0.45, 0.2, 0.1), roughness=0.8),
        pit=kit.material("area", (0.2, 0.19, 0.17), roughness=0.9),
        step=kit.textured("portland", (0.74, 0.72, 0.67), (0.66, 0.64, 0.6), scale=4, roughness=0.7, bump=0.1),
        dark=kit.material("glass-dark", (0.012, 0.013, 0.015), roughness=0.04, specular=0.55),
        curtain=kit.fabric("curtain", (0.78, 0.72, 0.62)),
    )
    # Lit rooms: the glass glows warm, a little brighter in some rooms than others, and the
    # curtains drawn to either side glow softer.
    m["lit"] = [kit.material(f"glass-lit{i}", (0.02, 0.015, 0.01), roughness=0.05, emission=(1.0, 0.6, 0.28), strength=s) for i, s in enumerate((0.3, 0.5, 0.75))] if evening else []
    m["curtain-lit"] = kit.material("curtain-lit", (0.3, 0.25, 0.2), roughness=0.9, emission=(1.0, 0.62, 0.32), strength=0.22) if evening else m["curtain"]
    for mat in m["lit"] + [m["curtain-lit"]]:
        kit.seen_only(mat)
    return m


def sash(parts, m, x, z, w, h, lit, cols=3, rows=(2, 2), hood=False, sill=True, y=0.0):
    """A sash window `w` by `h` centred on x, its sill at z: glass (glowing if `lit`), curtains to
    either side, the painted sashes and their glazing bars, a moulded surround, a sill and, on the
    grander floors, a cornice on consoles over it (`hood`); on a front at `y`."""

    def front(mat, x0, x1, z0, z1, proud):
        parts.front(mat, x0, x1, z0, z1, proud, y=y)

    glass = random.choice(m["lit"]) if lit else m["dark"]
    front(glass, x - w / 2, x + w / 2, z, z + h, 0.03)
    curtain = m["curtain-lit"] if lit else m["curtain"]
    if lit or random.random() < 0.6:
        for side in (-1, 1):
            cw = w * random.uniform(0.14, 0.22)
            front(curtain, x + side * (w / 2 - cw / 2) - cw / 2, x + side * (w / 2 - cw / 2) + cw / 2, z + 0.05, z + h - 0.05, 0.045)
    # The sashes: a frame, the meeting rail, and glazing bars over each half.
    paint, f = m["paint"], 0.06
    front(paint, x - w / 2, x + w / 2, z, z + f, 0.06)
    front(paint, x - w / 2, x + w / 2, z + h - f, z + h, 0.06)
    front(paint, x - w / 2, x - w / 2 + f, z + f, z + h - f, 0.06)
    front(paint, x + w / 2 - f, x + w / 2, z + f, z + h - f, 0.06)
    mid = z + h / 2
    front(paint, x - w / 2, x + w / 2, mid - 0.035, mid + 0.035, 0.07)
    for i in range(1, cols):
        bx = x - w / 2 + w * i / cols
        front(paint, bx - 0.013, bx + 0.013, z, z + h, 0.05)
    for half, n in zip((z, mid), rows):
        for j in range(1, n):
            bz = half + (h / 2) * j / n
            front(paint, x - w / 2, x + w / 2, bz - 0.013, bz + 0.013, 0.05)
    # The surround, proud of the wall, so each window sits in a shadowed reveal (parts meet edge to
    # edge: overlapping faces in one plane render black).
    s = 0.17
    front(m["moulding"], x - w / 2 - s, x - w / 2, z, z + h, 0.12)
    front(m["moulding"], x + w / 2, x + w / 2 + s, z, z + h, 0.12)
    front(m["moulding"], x - w / 2 - s, x + w / 2 + s, z + h, z + h + s, 0.12)
    if sill:
        front(m["moulding"], x - w / 2 - 0.25, x + w / 2 + 0.25, z - 0.1, z, 0.18)
    if hood:
        top = z + h + s
        for side in (-1, 1):
            front(m["moulding"], x + side * (w / 2 + s + 0.09) - 0.07, x + side * (w / 2 + s + 0.09) + 0.07, top - 0.4, top, 0.2)
        front(m["moulding"], x - w / 2 - s - 0.2, x + w / 2 + s + 0.2, top, top + 0.1, 0.22)
        front(m["moulding"], x - w / 2 - s - 0.28, x + w / 2 + s + 0.28, top + 0.1, top + 0.2, 0.3)


def railing(parts, m, x0, x1, y, z, height=1.0, spacing=0.13, along_x=True):
    """A black iron railing from x0 to x1 along the front at y (or from y0 = x0 to y1 = x1 at x =
    y, `along_x` False), its foot at z: rails top and bottom, close-set bars with spear heads."""
    n = max(2, int(abs(x1 - x0) / spacing))
    for i in range(n + 1):
        t = x0 + (x1 - x0) * i / n
        px, py = (t, y) if along_x else (y, t)
        parts.box(m["iron"], (0.022, 0.022, height), (px, py, z))
        parts.box(m["iron"], (0.045, 0.045, 0.09), (px, py, z + height))
    length = abs(x1 - x0)
    mid = (x0 + x1) / 2
    for h, size in ((0.1, 0.04), (height - 0.12, 0.05)):
        dims = (length, size, size) if along_x else (size, length, size)
        parts.box(m["iron"], dims, (mid, y, z + h) if along_x else (y, mid, z + h))


def portico(parts, m, x, lit_porch):
    """A portico before the door at x: the steps up from the pavement over the basement area,
    two Tuscan columns and two pilasters under an entablature, its top the balcony's front."""
    depth = AREA + 0.3
    parts.box(m["step"], (2.6, depth, GROUND), (x, -depth / 2, 0))
    for k in range(3):
        parts.box(m["step"], (2.6, 0.32, GROUND * (k + 1) / 4), (x, -depth - 0.32 * (3 - k) + 0.16, 0))
    top = FIRST - 0.6
    for dx in (-0.95, 0.95):
        parts.box(m["moulding"], (0.5, 0.5, 0.25), (x + dx, -depth + 0.35, GROUND))
        parts.shaft(m["moulding"], 0.2, 0.17, top - GROUND - 0.45, (x + dx, -depth + 0.35, GROUND + 0.25))
        parts.box(m["moulding"], (0.5, 0.5, 0.2), (x + dx, -depth + 0.35, top - 0.2))
        parts.box(m["moulding"], (0.4, 0.12, top - GROUND), (x + dx, -0.06, GROUND))
    # The entablature: architrave, frieze and cornice, and a soffit lit by the porch lantern.
    parts.box(m["moulding"], (2.5, depth, 0.3), (x, -depth / 2, top))
    parts.box(m["stucco"], (2.4, depth - 0.1, 0.2), (x, -depth / 2, top + 0.3))
    parts.box(m["moulding"], (2.75, depth + 0.15, 0.12), (x, -(depth + 0.15) / 2, top + 0.5))
    railing(parts, m, x - 1.3, x + 1.3, -depth + 0.05, FIRST, height=0.95)
    for side in (-1, 1):
        railing(parts, m, -depth + 0.05, -0.75, x + side * 1.3, FIRST, height=0.95, along_x=False)
    # The door: black, panelled, with a brass knob and a fanlight over it.
    parts.front(m["door"], x - 0.62, x + 0.62, GROUND, GROUND + 2.55, 0.03)
    for dz in (0.25, 1.35):
        for dx in (-0.3, 0.3):
            parts.front(m["door"], x + dx - 0.22, x + dx + 0.22, GROUND + dz, GROUND + dz + 0.95, 0.05)
    parts.front(m["brass"], x - 0.05, x + 0.05, GROUND + 1.15, GROUND + 1.25, 0.1)
    parts.front(m["lit"][0] if lit_porch else m["dark"], x - 0.6, x + 0.6, GROUND + 2.65, GROUND + 3.15, 0.02)
    parts.front(m["moulding"], x - 0.8, x + 0.8, GROUND + 2.55, GROUND + 2.65, 0.08)
    parts.front(m["moulding"], x - 0.8, x - 0.62, GROUND, GROUND + 3.3, 0.1)
    parts.front(m["moulding"], x + 0.62, x + 0.8, GROUND, GROUND + 3.3, 0.1)


def house(parts, m, x0, door_left, lit_share, evening):
    """One townhouse from x0, three bays wide, its door in the left or right bay."""
    w = 3 * BAY
    bays = [x0 + BAY * (i + 0.5) for i in range(3)]
    door = bays[0] if door_left else bays[2]
    lit = lambda: evening and random.random() < lit_share  # noqa: E731
    # The basement: its front down in the area, a window lit or dark.
    for x in bays:
        if x != door:
            sash(parts, m, x, -1.9, 1.1, 1.5, lit(), sill=False)
    # The ground floor, rusticated, and the band over it.
    parts.front(m["rustication"], x0, x0 + w, -2.6, FIRST - 0.3, 0.02)
    parts.front(m["moulding"], x0, x0 + w, FIRST - 0.3, FIRST, 0.18)
    for x in bays:
        if x == door:
            portico(parts, m, x, evening)
        else:
            sash(parts, m, x, GROUND + 0.75, 1.2, 2.3, lit())
    # The first floor: French windows onto the balcony, under cornices on consoles.
    for x in bays:
        sash(parts, m, x, FIRST + 0.15, 1.3, 3.1, lit(), rows=(3, 2), hood=True, sill=False)
    # The second and third floors: sash windows diminishing upwards, a band at each floor.
    for x in bays:
        sash(parts, m, x, SECOND + 0.7, 1.2, 2.3, lit())
        sash(parts, m, x, THIRD + 0.7, 1.1, 1.75, lit())
    parts.front(m["moulding"], x0, x0 + w, THIRD - 0.05, THIRD + 0.12, 0.08)
    # The main cornice, the attic storey and its balustrade.
    parts.front(m["moulding"], x0, x0 + w, CORNICE, CORNICE + 0.25, 0.25)
    parts.front(m["moulding"], x0, x0 + w, CORNICE + 0.25, CORNICE + 0.45, 0.45)
    parts.front(m["moulding"], x0, x0 + w, CORNICE + 0.45, CORNICE + 0.6, 0.65)
    for x in bays:
        sash(parts, m, x, ATTIC + 0.6, 1.0, 1.45, lit(), rows=(1, 2))
    parts.front(m["moulding"], x0, x0 + w, PARAPET, PARAPET + 0.15, 0.12)
    for i in range(int(w / 0.3)):
        parts.shaft(m["moulding"], 0.08, 0.06, 0.55, (x0 + 0.15 + i * 0.3, -0.06, PARAPET + 0.15))
    parts.front(m["moulding"], x0, x0 + w, PARAPET + 0.7, PARAPET + 0.85, 0.16)
    # Piers at the party walls, rising through the balustrade.
    parts.front(m["moulding"], x0 - 0.2, x0 + 0.2, PARAPET, PARAPET + 0.95, 0.2)
    # The chimney stack on the party wall, behind the mansard's ridge, its pots in a row.
    parts.box(m["brick"], (0.9, 3.2, 3.6), (x0, 4.5, PARAPET + 1.4))
    parts.box(m["moulding"], (1.1, 3.4, 0.15), (x0, 4.5, PARAPET + 5.0))
    for k in range(4):
        parts.shaft(m["pot"], 0.14, 0.11, 0.6, (x0, 3.225 + k * 0.85, PARAPET + 5.15))
    # Dormers in the mansard, one a bay.
    for x in bays:
        parts.box(m["slate"], (1.4, 1.4, 1.8), (x, 1.6, PARAPET + 0.6))
        sash(parts, m, x, PARAPET + 0.85, 0.85, 1.1, lit(), rows=(1, 1), cols=2, sill=False, y=0.9)
    return door


def mansard(name, x0, x1, m):
    """The slate roof behind the balustrade: a steep front slope up to a low flat top."""
    verts = [(x0, 0.4, PARAPET), (x1, 0.4, PARAPET), (x1, 2.4, PARAPET + 3.0), (x0, 2.4, PARAPET + 3.0), (x0, 12.0, PARAPET + 3.0), (x1, 12.0, PARAPET + 3.0), (x1, 14.0, PARAPET), (x0, 14.0, PARAPET)]
    faces = [(0, 1, 2, 3), (3, 2, 5, 4), (4, 5, 6, 7), (0, 3, 4, 7), (1, 6, 5, 2)]
    return kit.mesh_object(name, verts, faces, (0, 0, 0), m["slate"], smooth=False)


def terrace(name, x0, count, m, lit_share, evening):
    """A terrace of `count` houses from x0 along +X; returns the doors' x (for their lanterns)
    and where the terrace ends."""
    parts = kit.Parts()
    doors = []
    for i in range(count):
        doors.append(house(parts, m, x0 + i * 3 * BAY, i % 2 == 0, lit_share, evening))
    x1 = x0 + count * 3 * BAY
    # The body behind the fronts, the stucco above the rustication, the basement area's floor and
    # its railings along the pavement, broken by each portico's steps.
    kit.box(name + "-body", (x1 - x0, 14.0, PARAPET + 2.6), ((x0 + x1) / 2, 7.0, -2.6), m["stucco"])
    parts.front(m["pit"], x0, x1, -2.65, -2.6, AREA)
    parts.box(m["stucco"], (x1 - x0, 0.25, 2.6), ((x0 + x1) / 2, -AREA - 0.125, -2.6))
    edges = [x0] + [e for d in doors for e in (d - 1.32, d + 1.32)] + [x1]
    for a, b in zip(edges[0::2], edges[1::2]):
        railing(parts, m, a + 0.05, b - 0.05, -AREA - 0.12, 0.0, height=1.05)
    # The first floor's balcony, all along, with its railing, open onto each portico's top.
    parts.front(m["moulding"], x0, x1, FIRST - 0.12, FIRST, 0.75)
    for a, b in zip(edges[0::2], edges[1::2]):
        railing(parts, m, a, b, -0.7, FIRST, height=0.95)
    parts.front(m["moulding"], x1 - 0.2, x1 + 0.2, PARAPET, PARAPET + 0.95, 0.2)
    parts.build(name)
    mansard(name + "-mansard", x0, x1, m)
    return doors, x1


def porch_lanterns(doors, energy, lit=lambda x: True):
    """A lantern hung in each portico, lighting the door and the columns warm (those whose door's
    x `lit` accepts; the others only glow)."""
    glow = kit.seen_only(kit.glow("porch-lantern", (1.0, 0.52, 0.2), 0.4))
    for i, x in enumerate(doors):
        kit.box(f"porch-lantern{i}", (0.22, 0.22, 0.34), (x, -1.1, FIRST - 1.25), glow)
        kit.box(f"porch-chain{i}", (0.02, 0.02, 0.4), (x, -1.1, FIRST - 0.95), kit.material("chain", (0.02, 0.02, 0.02), roughness=0.4, metallic=0.8))
        if lit(x):
            kit.point(f"porch-light{i}", (x, -1.1, FIRST - 1.3), energy, (1.0, 0.7, 0.42), 0.1)
    return len(doors)
