import { topicoTela } from '@saude/shared';
import { expect } from 'vitest';
import { WebSocket } from 'ws';

/** A `ws` client that queues what it receives (Node 20 has no global WebSocket). */
export class Socket {
  readonly recebidas: Record<string, any>[] = [];
  private esperando: ((m: Record<string, any>) => void)[] = [];
  readonly fechada: Promise<{ codigo: number; motivo: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      const w = this.esperando.shift();
      if (w) w(m);
      else this.recebidas.push(m);
    });
    this.fechada = new Promise((resolve) => ws.on('close', (codigo, motivo) => resolve({ codigo, motivo: String(motivo) })));
  }

  static async abrir(base: string) {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new Socket(ws);
  }

  /** Opens as a TV screen; the server answers `pronto` and subscribes it to its own topic. */
  static async tela(base: string, link: string, telaId: number, chave: string) {
    const s = await Socket.abrir(base);
    s.enviar({ tipo: 'entrar-tela', cliente: link, tela: telaId, chave });
    expect(await s.proxima()).toEqual({ tipo: 'pronto' });
    expect(await s.proxima()).toEqual({ tipo: 'assinado', topico: topicoTela(telaId) });
    return s;
  }

  enviar(m: unknown) {
    this.ws.send(JSON.stringify(m));
  }

  proxima(): Promise<Record<string, any>> {
    const m = this.recebidas.shift();
    if (m) return Promise.resolve(m);
    return new Promise((resolve) => this.esperando.push(resolve));
  }

  fechar() {
    this.ws.close();
    return this.fechada;
  }
}
