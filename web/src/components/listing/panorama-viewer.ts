import { Viewer } from '@photo-sphere-viewer/core';
import '@photo-sphere-viewer/core/index.css';
import './panorama-viewer.css';

/*
 * Photo Sphere Viewer on a listing's equirectangular panorama (decision 0091). This module, with
 * three.js and the viewer's styles, is its own chunk, fetched only when a visitor opens a tour:
 * no page's first download carries it.
 */

export interface PanoramaHandle {
  destroy(): void;
}

/**
 * Shows the panorama at `src` in `container`: drag or swipe to look around, pinch or the wheel to
 * zoom, the arrow keys to turn and + / − to zoom while the tour is open. `onReady` once the
 * picture is on screen, `onError` when it cannot be shown (no WebGL, a picture that fails).
 */
export function mountPanorama(
  container: HTMLElement,
  { src, caption, onReady, onError }: { src: string; caption: string; onReady: () => void; onError: () => void },
): PanoramaHandle {
  let viewer: Viewer;
  try {
    viewer = new Viewer({
      container,
      panorama: src,
      caption,
      loadingTxt: 'Loading the 360° view…',
      navbar: ['zoom', 'move', 'caption', 'fullscreen'],
      keyboard: 'always',
      defaultZoomLvl: 20,
      touchmoveTwoFingers: false,
      mousewheelCtrlKey: false,
      lang: {
        zoom: 'Zoom',
        zoomOut: 'Zoom out',
        zoomIn: 'Zoom in',
        moveUp: 'Look up',
        moveDown: 'Look down',
        moveLeft: 'Turn left',
        moveRight: 'Turn right',
        fullscreen: 'Full screen',
        loadError: 'The 360° view could not be loaded',
      },
    });
  } catch {
    onError();
    return { destroy: () => undefined };
  }
  viewer.addEventListener('ready', () => onReady(), { once: true });
  viewer.addEventListener('panorama-error', () => onError());
  return { destroy: () => viewer.destroy() };
}
