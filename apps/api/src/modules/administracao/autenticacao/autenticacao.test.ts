import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente, emailSaida } from '../../../db/schema/index.js';

let ctx: TestContext;
const url = '/api/administracao/autenticacao';
const post = (path: string, payload: object, headers: Record<string, string> = { 'x-cliente': 'demo' }) =>
  ctx.app.inject({ method: 'POST', url: `${url}/${path}`, headers, payload });

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_FALHAS: '5' });
});
afterAll(() => ctx.close());

describe('login', () => {
  it('answers the session of spec §3 with menu, permissions and unread count', async () => {
    const { sessao } = await ctx.login('medico');
    expect(sessao.usuario).toMatchObject({
      login: 'medico',
      cidadao: { nome: 'Ricardo Lins Cavalcanti' },
      registro_tipo: { id: 7, sigla: 'CRM' },
      registro_tipo_id: 7,
      registro_numero: '18342',
    });
    expect(sessao.lotacao).toMatchObject({
      infraestrutura: { nome: 'Pronto Atendimento', unidade: { nome_fantasia: 'UPA 24h Dr. Arnaldo Lopes' } },
      ocupacao: { nome: 'Médico clínico' },
    });
    expect(sessao.centro_custo).toMatchObject({ nome: 'Consultórios do Pronto Atendimento', setor: { nome: 'Consultório' } });
    expect(sessao.expiration).toBeGreaterThan(Date.now() / 1000);
    expect(sessao.token.split('.')).toHaveLength(3);
    expect(sessao.menu.map((m: { nome: string }) => m.nome)).toEqual([
      'Início',
      'Cadastro',
      'Pronto atendimento',
      'Ambulatório',
      'Parametrização',
    ]);
    expect(sessao.permissoes).toContain('visualizar-cadastro-paciente');
    expect(sessao.permissoes).not.toContain('editar-cadastro-paciente');
    expect(sessao.quantidade_notificacoes_nao_lidas).toBe(1);
    expect(sessao.cliente).toMatchObject({ link: 'demo', cidade: 'Garanhuns', uf: 'PE' });
  });

  it('accepts the CPF, masked or not, in place of the login name', async () => {
    for (const cpf of ['529.982.247-25', '52998224725']) {
      const res = await post('login', { login: cpf, senha: 'saude123' });
      expect(res.statusCode).toBe(200);
      expect(json(res).usuario.login).toBe('admin');
    }
  });

  it('offers both placements of a user with several, for the /lotacao choice', async () => {
    const { sessao } = await ctx.login('admin');
    expect(sessao.lotacoes).toHaveLength(2);
    expect(sessao.lotacoes[1].centros_custo.map((c: { nome: string }) => c.nome)).toEqual([
      'Recepção do Pronto Atendimento',
      'Triagem e Classificação de Risco',
    ]);
    expect(sessao.menu.map((m: { nome: string }) => m.nome)).toEqual([
      'Início',
      'Cadastro',
      'Pronto atendimento',
      'Ambulatório',
      'Almoxarifado',
      'Farmácia',
      'Imunização',
      'Exames Laboratoriais',
      'Exames de Imagem',
      'Transporte de Pacientes',
      'Painel de senhas',
      'Parametrização',
      'Administração',
    ]);
  });

  it('refuses a wrong password, an unknown municipality and an inactive one with their messages', async () => {
    const wrong = await post('login', { login: 'admin', senha: 'errada123' });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toEqual({ message: 'Usuário ou senha inválidos.' });
    const unknown = await post('login', { login: 'admin', senha: 'saude123' }, { 'x-cliente': 'nao-existe' });
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown).message).toBe('Município não encontrado.');
    const inactive = await post('login', { login: 'admin', senha: 'saude123' }, { 'x-cliente': 'inativa' });
    expect(inactive.statusCode).toBe(403);
    expect(json(inactive).message).toBe('Município inativo: Contrato encerrado em 31/10/2026. Procure a Secretaria Municipal de Saúde.');
    const noHeader = await post('login', { login: 'admin', senha: 'saude123' }, {});
    expect(noHeader.statusCode).toBe(401);
    expect(json(noHeader).message).toBe('Município não informado.');
  });

  it('answers 422 with pt-BR messages per field', async () => {
    const res = await post('login', { login: '  ', senha: '' });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({
      message: 'Os dados informados são inválidos.',
      errors: { login: ['O campo Usuário ou CPF é obrigatório.'], senha: ['O campo Senha é obrigatório.'] },
    });
  });

  it('locks a login after 5 failures, even with the right password, the same way whether it exists or not', async () => {
    const falhar = (login: string) => post('login', { login, senha: 'errada123' });
    const inexistente = unique('ninguem');
    const alvo = await criarUsuario(ctx, { comoLogin: 'farmacia' });
    for (let i = 0; i < 5; i++) {
      expect((await falhar(alvo)).statusCode).toBe(401);
      expect((await falhar(inexistente)).statusCode).toBe(401);
    }
    const existente = await post('login', { login: alvo, senha: 'saude123' });
    const naoExiste = await falhar(inexistente);
    expect(existente.statusCode).toBe(429);
    expect(naoExiste.statusCode).toBe(429);
    expect(json(existente).message).toBe(json(naoExiste).message);
    expect(json(existente).message).toMatch(/^Muitas tentativas de acesso sem sucesso\. Tente novamente em 15 minuto\(s\)/);
    // another login of the same municipality is not affected
    expect((await post('login', { login: 'farmacia', senha: 'saude123' })).statusCode).toBe(200);
  });
});

describe('sessão', () => {
  it('refuses requests without a token, with a token of another municipality, and after logout', async () => {
    const semToken = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { 'x-cliente': 'demo' } });
    expect(semToken.statusCode).toBe(401);
    const outra = await ctx.login('admin', 'outra');
    const cruzado = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { ...outra.headers, 'x-cliente': 'demo' } });
    expect(cruzado.statusCode).toBe(401);

    const { headers } = await ctx.login('regulacao');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}/logout`, headers })).statusCode).toBe(204);
    const depois = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers });
    expect(depois.statusCode).toBe(401);
    expect(json(depois).message).toBe('Sessão inválida ou expirada. Entre novamente.');
  });

  it('refresh binds a new token to the chosen placement and ends the old one', async () => {
    const { headers, sessao } = await ctx.login('admin');
    const destino = sessao.lotacoes[1];
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url}/refresh`,
      headers,
      payload: { lotacao_id: destino.id, centro_custo_id: destino.centros_custo[1].id },
    });
    expect(res.statusCode).toBe(200);
    const nova = json(res);
    expect(nova.lotacao.infraestrutura.nome).toBe('Pronto Atendimento');
    expect(nova.centro_custo.nome).toBe('Triagem e Classificação de Risco');
    expect(nova.token).not.toBe(sessao.token);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers })).statusCode).toBe(401);
    const dash = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { ...headers, authorization: `Bearer ${nova.token}` },
    });
    expect(json(dash).lotacao.centro_custo_nome).toBe('Triagem e Classificação de Risco');
  });

  it('refresh refuses a placement or cost centre that is not the user’s', async () => {
    const { headers, sessao } = await ctx.login('recepcao');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url}/refresh`,
      headers,
      payload: { lotacao_id: sessao.lotacao.id, centro_custo_id: 999999 },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.lotacao_id).toEqual(['Lotação ou centro de custo não disponível para este usuário.']);
    // the refused refresh leaves the session working
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers })).statusCode).toBe(200);
  });
});

describe('trocar-senha', () => {
  it('checks the current password, the rule of spec §5 and whose password it is', async () => {
    const login = await criarUsuario(ctx, { comoLogin: 'enfermagem' });
    const { headers, sessao } = await ctx.login(login);
    const trocar = (id: number, payload: object) => ctx.app.inject({ method: 'PUT', url: `${url}/trocar-senha/${id}`, headers, payload });
    const fraca = await trocar(sessao.usuario.id, { senha_atual: 'saude123', senha: 'somenteletras', confirmacao_senha: 'somenteletras' });
    expect(fraca.statusCode).toBe(422);
    expect(json(fraca).errors.senha).toEqual(['Senha informada deve conter ao menos um caractere alfabético e um caractere numérico.']);
    const curta = await trocar(sessao.usuario.id, { senha_atual: 'saude123', senha: 'ab1', confirmacao_senha: 'ab1' });
    expect(json(curta).errors.senha).toEqual(['Senha informada deve conter no mínimo 8 caracteres.']);
    const diferente = await trocar(sessao.usuario.id, { senha_atual: 'saude123', senha: 'novaSenha1', confirmacao_senha: 'novaSenha2' });
    expect(json(diferente).errors.confirmacao_senha).toEqual(['A confirmação não confere com a nova senha.']);
    const atualErrada = await trocar(sessao.usuario.id, { senha_atual: 'errada999', senha: 'novaSenha1', confirmacao_senha: 'novaSenha1' });
    expect(atualErrada.statusCode).toBe(422);
    expect(json(atualErrada).errors.senha_atual).toEqual(['A senha atual não confere.']);
    const deOutro = await trocar(sessao.usuario.id + 1, { senha_atual: 'saude123', senha: 'novaSenha1', confirmacao_senha: 'novaSenha1' });
    expect(deOutro.statusCode).toBe(403);

    const ok = await trocar(sessao.usuario.id, { senha_atual: 'saude123', senha: 'novaSenha1', confirmacao_senha: 'novaSenha1' });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).message).toBe('Senha alterada com sucesso.');
    expect((await post('login', { login, senha: 'saude123' })).statusCode).toBe(401);
    expect((await post('login', { login, senha: 'novaSenha1' })).statusCode).toBe(200);
  });
});

describe('recuperar-senha', () => {
  it('mails a one-time link into the outbox and lets the user set a new password once', async () => {
    const login = await criarUsuario(ctx, { comoLogin: 'almoxarifado' });
    const pedido = await post('recuperar-senha', { login });
    expect(pedido.statusCode).toBe(200);
    const [{ id: clienteId }] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
    const emails = await withTenant(ctx.database.db, { clienteId }, (tx) =>
      tx
        .select()
        .from(emailSaida)
        .where(eq(emailSaida.destinatario, `${login}@teste.local`)),
    );
    const corpo = emails.at(-1)!.corpo;
    const token = /recuperar-senha\/demo\?token=([\w-]+)/.exec(corpo)![1];

    const redefinir = (payload: object) => post('redefinir-senha', payload);
    const fraca = await redefinir({ token, senha: '12345678', confirmacao_senha: '12345678' });
    expect(fraca.statusCode).toBe(422);
    const ok = await redefinir({ token, senha: 'recuperada1', confirmacao_senha: 'recuperada1' });
    expect(ok.statusCode).toBe(200);
    expect((await post('login', { login, senha: 'recuperada1' })).statusCode).toBe(200);
    const outraVez = await redefinir({ token, senha: 'outraSenha2', confirmacao_senha: 'outraSenha2' });
    expect(outraVez.statusCode).toBe(400);
    expect(json(outraVez).message).toBe('O link de recuperação é inválido, já foi usado ou expirou. Peça um novo.');
  });

  it('answers the same for a login that does not exist, and sends nothing', async () => {
    const existe = await post('recuperar-senha', { login: 'regulacao' });
    const naoExiste = await post('recuperar-senha', { login: unique('fantasma') });
    expect(naoExiste.statusCode).toBe(200);
    expect(json(naoExiste)).toEqual(json(existe));
  });
});
