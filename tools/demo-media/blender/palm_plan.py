"""
The plan of the palm-shaped island in palm.py: the trunk running out to sea along +Y from the
mainland's shore, the fronds fanning from both its sides, and the crescent breakwater round them;
outlines as lists of points (metres, counter-clockwise) and the places of the villas and towers.

Each frond is a ribbon along a gently curving centre line: LAND metres wide, a beach along each
side, two rows of villas facing the water and a road down the middle.
"""
import math
import random

TRUNK = dict(half=160.0, start=-80.0, end=2250.0)
FRONDS_PER_SIDE = 8
LAND = 86.0
BEACH = 11.0
CRESCENT = dict(cx=0.0, cy=1150.0, radius=2550.0, width=190.0, start=-24.0, end=204.0)


def frond_line(side, k, step=20.0):
    """The centre line of frond `k` (0 nearest the mainland) on `side` (+1 right, -1 left): points
    and unit directions, from inside the trunk out to the rounded tip."""
    y0 = 380.0 + k * 235.0
    # Fanning out: the lower fronds reach sideways, the upper ones lean out to sea.
    angle = math.radians(-6 + 62 * (k / (FRONDS_PER_SIDE - 1)) ** 1.3)
    length = 1500.0 - 420.0 * abs(k - 2.8) / 4.2 - (k > 5) * 180.0
    bend = math.radians(10)
    pts = []
    x, y = side * (TRUNK["half"] - 40.0), y0
    s = 0.0
    while s <= length:
        a = angle + bend * (s / length) ** 2
        d = (side * math.cos(a), math.sin(a))
        pts.append(((x, y), d))
        x, y = x + d[0] * step, y + d[1] * step
        s += step
    return pts


def ribbon(line, half):
    """The outline of a ribbon `half` metres either side of a centre line, its far end rounded,
    its near end square."""
    left, right = [], []
    for (x, y), (dx, dy) in line:
        left.append((x - dy * half, y + dx * half))
        right.append((x + dy * half, y - dx * half))
    (x, y), (dx, dy) = line[-1]
    cap = []
    for i in range(1, 12):
        a = math.pi * i / 12
        # Round the tip from the right edge over the end to the left edge.
        nx, ny = dy * math.cos(a) + dx * math.sin(a), -dx * math.cos(a) + dy * math.sin(a)
        cap.append((x + nx * half, y + ny * half))
    outline = right + cap + left[::-1]
    return outline if area(outline) > 0 else outline[::-1]


def area(outline):
    """The signed area of an outline: positive when counter-clockwise."""
    return 0.5 * sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(outline, outline[1:] + outline[:1]))


def trunk_outline(inset=0.0):
    h = TRUNK["half"] - inset
    pts = [(-h, TRUNK["start"]), (h, TRUNK["start"])]
    # The trunk's head is rounded towards the crescent.
    for i in range(13):
        a = math.pi * i / 12
        pts.append((h * math.cos(a), TRUNK["end"] - inset + h * 0.6 * math.sin(a)))
    pts.append((-h, TRUNK["start"]))
    return pts[:-1]


def crescent_outline(inset=0.0, steps=160):
    """The breakwater: an arc `width` wide round the fronds, its ends rounded."""
    c = CRESCENT
    r0, r1 = c["radius"] - c["width"] / 2 + inset, c["radius"] + c["width"] / 2 - inset
    a0, a1 = math.radians(c["start"]), math.radians(c["end"])
    outer = [(c["cx"] + r1 * math.cos(a0 + (a1 - a0) * i / steps), c["cy"] + r1 * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]
    inner = [(c["cx"] + r0 * math.cos(a0 + (a1 - a0) * i / steps), c["cy"] + r0 * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]
    return outer + inner[::-1]


def crescent_point(t, offset=0.0):
    """A point along the crescent (t from 0 to 1), `offset` metres out from its middle line, and
    the direction of the line there."""
    c = CRESCENT
    a = math.radians(c["start"] + (c["end"] - c["start"]) * t)
    r = c["radius"] + offset
    return (c["cx"] + r * math.cos(a), c["cy"] + r * math.sin(a)), a + math.pi / 2


def villas(line, spacing=30.0):
    """The villas of a frond: along both sides of the road, each facing the water with its pool
    and garden between it and the beach. Yields (x, y, angle): the villa's own X runs along the
    frond and its +Y faces the water, once turned by `angle`."""
    total = len(line)
    start = int(140.0 / 20.0)
    s = start
    while s < total - 3:
        (x, y), (dx, dy) = line[s]
        for sign in (1, -1):
            off = sign * (LAND / 2 - BEACH - 14.0)
            yield x - dy * off, y + dx * off, math.atan2(dy, dx) + (0.0 if sign > 0 else math.pi)
        s += max(1, int(spacing / 20.0 + random.random() * 0.6))
