import { describe, expect, it, vi } from 'vitest';
import type { Tx } from '../../db/client.js';
import { type ChamadaFila, registroDeChamadas } from './fila.chamada.js';

const chamada: ChamadaFila = {
  modulo: 'teste',
  centroCustoId: 1,
  filaChamadaId: 1,
  telaId: null,
  destino: 'Consultório 1',
  nome: 'Maria da Silva',
  nomeSocial: null,
  senha: null,
  numero: 1,
};

describe('a chamada de uma fila chega às telas por uma interface', () => {
  it('hands each call to every listener, and a listener registered twice under one name is called once', async () => {
    const primeiro = vi.fn(async () => {});
    const segundo = vi.fn(async () => {});
    // a registry of its own: the process's one holds the listeners of the apps other files built
    const { aoChamar, anunciar } = registroDeChamadas();
    aoChamar('teste-registro', primeiro);
    aoChamar('teste-registro', segundo);
    await anunciar({} as Tx, { clienteId: 1, usuarioId: 1 }, chamada);
    expect(primeiro).not.toHaveBeenCalled();
    expect(segundo).toHaveBeenCalledTimes(1);
    expect(segundo).toHaveBeenCalledWith({}, { clienteId: 1, usuarioId: 1 }, chamada);
  });
});
