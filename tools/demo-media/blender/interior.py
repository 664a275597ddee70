"""
A room with a view, rendered with Cycles:
  blender -b --factory-startup --python interior.py -- <json options>
Options: out (PNG path), mood (kit.MOODS), room ("living", "bedroom", "kitchen", "bathroom",
"dining", "terrace", "gym", "spa" or "lobby"), palette ("ivory", "noir", "marble", "walnut" or
"sage": the room's floor, walls and furniture), view ("sea", "skyline" or "hills": what the windows look onto), sun
(degrees from the view's axis towards the left: where the sun stands), exposure (stops added to
the mood's: a pale room exposed a little brighter by day so it reads white, or darker at dusk so
it reads as evening; a terrace, in the open air, starts from the exteriors' exposure), lamps (the
room's own lights against the mood's: a pale room, which the evening's lamps would wash out,
wants them dimmer), sharp_view (leave the view beyond the glass unsmoothed: a daylit city's edges
stay crisp; at night its lit windows and the lamps' reflections keep their grain), lens (the
camera's focal length in mm, 24 unless given), shift (the lens's rise, as a share of the frame's
width: a double-height room's upper storey in frame with the verticals kept straight), seed,
width, height, samples.

The room is a box of floor-to-ceiling glass along +Y (the window wall at y = DEPTH), closed on
every other side so the only daylight is what comes through the glass; the camera stands at eye
height near the back wall, level, looking towards the windows. The terrace is the same plan in the
open air: the house's wall on the left, a pergola over its lounge, the view beyond its balustrade.

The script is the entry point Blender runs; the room is built by its modules: room_setup.py (the
options, the mood's light indoors, the dimensions, palettes and shared materials), room_parts.py
(building blocks), room_shell.py (walls, glazing, sheers, lamps), room_views.py (what the windows
look onto), furniture.py (the pieces several rooms share), and the rooms by group: rooms_living.py
(living room, bedroom), rooms_kitchen.py (kitchen, dining room, bathroom), rooms_terrace_gym.py
(terrace, gym), rooms_spa_lobby.py (spa, lobby).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy  # noqa: E402
import kit  # noqa: E402
from room_setup import BALANCE, OUTDOORS, mood, opts, room, scene, view  # noqa: E402
from room_shell import shell  # noqa: E402
from room_views import hills_view, sea_view, skyline_view  # noqa: E402
from rooms_kitchen import bathroom, dining, kitchen  # noqa: E402
from rooms_living import bedroom, living  # noqa: E402
from rooms_spa_lobby import lobby, spa  # noqa: E402
from rooms_terrace_gym import gym, open_air, terrace_lounge  # noqa: E402


(open_air if OUTDOORS else shell)()
{"sea": sea_view, "hills": hills_view, "skyline": skyline_view}[view]()
eye, target = {"living": living, "bedroom": bedroom, "kitchen": kitchen, "bathroom": bathroom, "dining": dining, "terrace": terrace_lounge, "gym": gym, "spa": spa, "lobby": lobby}[room]()
cam = kit.camera(scene, eye, target, lens=opts.get("lens", 24), shift_y=opts.get("shift", 0.0), width=opts.get("width", 1920), height=opts.get("height", 1200))
# The view reaches kilometres: the hills, the far towers, the horizon.
cam.data.clip_end = 50000.0
scene.cycles.samples = opts.get("samples", 128)
if opts.get("smooth", True):
    kit.smooth_noise(scene, balance=BALANCE[mood], beyond=40.0 if opts.get("sharp_view") else None)
scene.render.filepath = opts["out"]
bpy.ops.render.render(write_still=True)
