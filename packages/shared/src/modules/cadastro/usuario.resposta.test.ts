import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { certificadoUsuarioSchema, usuarioModeloSchema, usuarioPerfilSchema } from './usuario.resposta.js';

/** The encoder sends only declared fields: a query that selects a secret still cannot put it on the wire. */
describe('respostas de usuário', () => {
  const segredos = { senhaHash: '$argon2id$v=19$x', arquivoCifrado: 'v1:a:b:c', senhaCifrada: 'v1:d:e:f', clienteId: 1 };

  it('the user model drops the password hash and the tenant', () => {
    const modelo = {
      id: 1,
      cidadaoId: 2,
      nome: 'Ana',
      cpf: '52998224725',
      dataNascimento: null,
      email: null,
      login: 'ana',
      registroTipoId: null,
      registroTipoOutro: null,
      registroNumero: null,
      registroEstadoId: null,
      bloqueado: false,
      ultimoAcessoEm: new Date('2026-01-02T03:04:05Z'),
      senhaAlteradaEm: null,
      lotacoes: [],
      certificado: { subjectName: 'ANA:52998224725', validade: new Date('2036-01-01T00:00:00Z'), ...segredos },
    };
    const enviado = z.encode(usuarioModeloSchema, { ...modelo, ...segredos } as never) as Record<string, unknown>;
    expect(JSON.stringify(enviado)).not.toMatch(/argon2|senhaHash|cifrad|clienteId/);
    expect(enviado.ultimoAcessoEm).toBe('2026-01-02T03:04:05.000Z');
    expect(enviado.certificado).toEqual({ subjectName: 'ANA:52998224725', validade: '2036-01-01T00:00:00.000Z' });
  });

  it('the certificate metadata and the profile drop the encrypted file and password', () => {
    const agora = new Date();
    const cert = {
      subjectName: 'ANA',
      thumbprint: 'AB',
      cpf: null,
      validadeInicio: agora,
      validade: agora,
      nomeArquivo: 'a.pfx',
      enviadoEm: agora,
    };
    expect(Object.keys(z.encode(certificadoUsuarioSchema, { ...cert, ...segredos } as never) as object).sort()).toEqual([
      'cpf',
      'enviadoEm',
      'nomeArquivo',
      'subjectName',
      'thumbprint',
      'validade',
      'validadeInicio',
    ]);
    const perfil = {
      id: 1,
      login: 'ana',
      nome: 'Ana',
      nomeSocial: null,
      cpf: null,
      email: null,
      telefone: null,
      registro: null,
      ultimoAcessoEm: null,
      senhaAlteradaEm: null,
      lotacoes: [],
    };
    expect(JSON.stringify(z.encode(usuarioPerfilSchema, { ...perfil, ...segredos } as never))).not.toMatch(/argon2|cifrad/);
  });
});
