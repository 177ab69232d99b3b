"""Measure SamuelBanfield/SpiritIsland's frame cost in a real window (docs/performance.md): copy this file into a checkout of that project, run it with `xvfb-run python perf_compare_banfield.py` in a venv with its own requirements (pygame, overrides; not this project's venv: pygame and pygame-ce must not share one). It times the work between the loop's clock ticks and the CPU over DUR seconds at rest."""
import os, sys, time, threading, resource, statistics
import pygame
works = []
_last = [None]
_RealClock = pygame.time.Clock
class TimedClock:
    def __init__(self): self.c = _RealClock()
    def get_fps(self): return self.c.get_fps()
    def tick(self, fps=0):
        now = time.perf_counter()
        if _last[0] is not None:
            works.append((now - _last[0]) * 1000)
        r = self.c.tick(fps)
        _last[0] = time.perf_counter()
        return r
pygame.time.Clock = TimedClock
DUR = float(os.environ.get("DUR", "10"))
def stop():
    time.sleep(3)
    ru0 = resource.getrusage(resource.RUSAGE_SELF); t0 = time.perf_counter(); n0 = len(works)
    time.sleep(DUR)
    ru1 = resource.getrusage(resource.RUSAGE_SELF); t1 = time.perf_counter()
    cpu = (ru1.ru_utime + ru1.ru_stime - ru0.ru_utime - ru0.ru_stime) / (t1 - t0) * 100
    w = sorted(works[n0:])
    print(f"frames={len(w)} work_ms_p50={statistics.median(w):.2f} p90={w[int(len(w)*0.9)]:.2f} cpu_pct={cpu:.1f} "
          f"maxrss_mb={ru1.ru_maxrss/1024:.1f} driver={pygame.display.get_driver()}", flush=True)
    os._exit(0)
threading.Thread(target=stop, daemon=True).start()
sys.path.insert(0, os.path.dirname(__file__))
os.chdir(os.path.dirname(__file__))
from spirit_island.ui.ui import UI
UI().run()
