"""
The shared parts of the demo's architectural renderings, for Blender's Cycles (run by
scripts/renders.js, never by the site): the scenes (villa.py, resort.py, beach.py, golf.py, palm.py,
desert.py, arches.py, tower.py, skyline.py, terrace_house.py, interior.py) use them as
`kit.<name>`. They live in four modules of one concern each: kit_scene.py the scene, the light of
each mood, the camera and the film's finish; kit_materials.py the materials; kit_facades.py the
towers' curtain walls; kit_parts.py the objects (boxes, outlines, many boxes or shafts as one mesh,
shrubs, cypresses, loungers, parasols, palms, street trees and street lamps, villas seen from afar).
"""
from kit_scene import (  # noqa: F401
    MOODS,
    area,
    point,
    camera,
    deep_blue_overhead,
    horizon_glow,
    portal,
    reset,
    smooth_noise,
    street_view,
    world,
)
from kit_materials import (  # noqa: F401
    fabric,
    glass,
    glow,
    grain,
    hazy,
    marble,
    masonry,
    material,
    no_light_sampling,
    planks,
    sea,
    see_through_for_light,
    seen_only,
    textured,
    thin_glass,
    tiles,
    water,
    wood,
)
from kit_facades import (  # noqa: F401
    NIGHT_LIGHTS,
    WARM_LIGHTS,
    cells,
    facade,
)
from kit_parts import (  # noqa: F401
    Parts,
    blocks,
    box,
    cylinders,
    cypress,
    frond,
    frond_material,
    group,
    leaves_material,
    lounger,
    mesh_object,
    palm,
    parasol,
    plane,
    prism,
    repeat,
    rounded,
    shrub,
    street_lamp,
    tree,
    villa_block,
)
