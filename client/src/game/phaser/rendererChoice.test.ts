import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from './rendererChoice';

describe('renderer choice', () => {
  it('recognises WebGL done on the CPU, where the Canvas renderer is faster', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'llvmpipe (LLVM 15.0.7, 256 bits)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Google SwiftShader',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(true);
    }
  });

  it('keeps WebGL on real GPUs', () => {
    for (const name of [
      'ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple M1',
      'Mali-G78',
      'NVIDIA GeForce RTX 3060/PCIe/SSE2',
      'Adreno (TM) 650',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(false);
    }
  });
});
