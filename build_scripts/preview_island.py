"""Draw the island for 1 to 4 boards to PNG files, to eyeball the land shapes.

    python build_scripts/preview_island.py [OUT_DIR] [--boards ABCD]

Writes island_1.png .. island_4.png (boards taken from the front of --boards) plus one
board_X.png per board.  Needs Pillow.  A development aid only; the game draws with pygame.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from PIL import Image, ImageDraw  # noqa: E402

from game.content.hexgrid import axial_to_pixel, cell_corners, inner_cell, outline  # noqa: E402
from game.content.layouts import build_island  # noqa: E402

COLOURS = {
    "mountain": (150, 140, 130),
    "wetland": (90, 160, 150),
    "jungle": (60, 130, 60),
    "sand": (225, 195, 120),
    "ocean": (60, 110, 190),
}
SIZE = 22.0
MARGIN = 30


def draw(boards: str, path: str) -> None:
    island = build_island(list(boards))
    all_cells = [c for cells in island.cells.values() for c in cells]
    pts = [p for c in all_cells for p in cell_corners(c, SIZE)]
    min_x = min(p[0] for p in pts)
    min_y = min(p[1] for p in pts)
    width = int(max(p[0] for p in pts) - min_x) + 2 * MARGIN
    height = int(max(p[1] for p in pts) - min_y) + 2 * MARGIN
    origin = (MARGIN - min_x, MARGIN - min_y)
    img = Image.new("RGB", (width, height), (235, 235, 225))
    d = ImageDraw.Draw(img)
    for land_id, cells in island.cells.items():
        terrain = "ocean" if land_id.endswith("0") else island.lands[land_id].terrain
        for c in cells:  # faint cell grid
            d.polygon(cell_corners(c, SIZE, origin), fill=COLOURS[terrain], outline=tuple(v - 20 for v in COLOURS[terrain]))
    for land_id, cells in island.cells.items():
        for poly in outline(cells, SIZE, origin):
            d.line(poly + [poly[0]], fill=(20, 20, 20), width=3)
    for land_id, cells in island.cells.items():
        x, y = axial_to_pixel(inner_cell(cells), SIZE, origin)
        if land_id.endswith("0"):
            d.text((x - 8, y - 6), land_id, fill=(255, 255, 255))
            continue
        land = island.lands[land_id]
        d.text((x - 8, y - 12), land_id, fill=(0, 0, 0))
        d.text((x - 12, y + 1), land.start or "-", fill=(60, 0, 0))
    img.save(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", nargs="?", default=os.path.join(tempfile.gettempdir(), "island_preview"))
    parser.add_argument("--boards", default="ABCD")
    args = parser.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    for n in range(1, len(args.boards) + 1):
        draw(args.boards[:n], os.path.join(args.out_dir, f"island_{n}.png"))
    for b in args.boards:
        draw(b, os.path.join(args.out_dir, f"board_{b}.png"))
    print(f"wrote previews to {args.out_dir}")


if __name__ == "__main__":
    main()
