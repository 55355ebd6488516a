/** Renderer names of WebGL done on the CPU (Chrome's SwiftShader, Mesa's llvmpipe/softpipe, Windows' WARP). */
const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|basic render/i;

export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE_GL.test(name);
}

/**
 * True when WebGL runs on a GPU. Without one (no GPU, a blocklisted driver, headless browsers) WebGL is
 * rasterized in software, where a 20-pair game measured ~8-14 frames a second against a steady 60 with
 * the Canvas renderer (bench/client.ts). The browser may flag that itself (failIfMajorPerformanceCaveat)
 * or, as Chrome's SwiftShader does, only tell it by the renderer's name.
 */
export function hasHardwareWebGL(): boolean {
  const probe = document.createElement('canvas');
  const gl = probe.getContext('webgl', { failIfMajorPerformanceCaveat: true });
  if (!gl) return false;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a WebGL extension's name
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : String(gl.getParameter(gl.RENDERER));
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a WebGL extension's name
  gl.getExtension('WEBGL_lose_context')?.loseContext(); // give the probe's context back at once
  return !isSoftwareRenderer(name);
}
