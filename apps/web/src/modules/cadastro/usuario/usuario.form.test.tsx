import {
  USUARIO_PERMISSOES,
  usuarioCentrosCustoSchema,
  usuarioCriacaoSchema,
  usuarioInfraestruturasSchema,
  usuarioResource,
} from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const p = usuarioResource.permissoes;
const PERMISSOES = [p.visualizar, p.cadastrar, p.editar, p.bloquear, USUARIO_PERMISSOES.gerarSenha, USUARIO_PERMISSOES.certificado];
const FORM = wireDe(usuarioCriacaoSchema, {
  form: {
    papeis: [
      { id: 1, nome: 'Recepção', bloqueado: false },
      { id: 2, nome: 'Médico', bloqueado: false },
    ],
    estados: [{ id: 26, uf: 'PE', nome: 'Pernambuco' }],
  },
});
const LOOKUPS = {
  'GET /api/cadastro/usuario/infraestruturas': wireDe(usuarioInfraestruturasSchema, {
    data: [{ id: 5, label: 'UBS Centro — Recepção', nome: 'Recepção', unidadeNome: 'UBS Centro' }],
  }),
  'GET /api/cadastro/usuario/centros-custo': wireDe(usuarioCentrosCustoSchema, {
    data: [{ id: 9, nome: 'Recepção geral', setorNome: 'Recepção', label: 'Recepção geral (Recepção)' }],
  }),
  'GET /api/cadastro/usuario/datatable': { draw: 1, data: [], records_total: 0, records_filtered: 0 },
};

const opcao = async (nome: string) => {
  const els = await screen.findAllByTitle(nome, {}, { timeout: 3000 });
  const el = els.find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};
/** Click and paste: one input event instead of one per key (antd forms are slow under jsdom). */
async function preencher(user: { click(e: Element): Promise<void>; paste(t: string): Promise<void> }, el: HTMLElement, texto: string) {
  await user.click(el);
  await user.paste(texto);
}
const erroDo = (el: HTMLElement) => el.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

describe('cadastro de usuário (formulário)', { timeout: 90_000 }, () => {
  it('cria com uma lotação (local, centro de custo, papel) e mostra a senha gerada uma vez', async () => {
    logar(sessao({ permissoes: PERMISSOES }));
    const api = mockApi({
      'GET /api/cadastro/usuario/create': FORM,
      ...LOOKUPS,
      'GET /api/cadastro/usuario/cidadao/52998224725': { data: null },
      'POST /api/cadastro/usuario': reply(201, wire({ id: 40, login: 'joana.prado', senhaGerada: 'Tmp#Senha2345' })),
    });
    const { user } = renderApp('/cadastro/usuario/create');
    await preencher(user, await screen.findByLabelText('CPF'), '52998224725');
    expect((screen.getByLabelText('CPF') as HTMLInputElement).value).toBe('529.982.247-25');
    await preencher(user, screen.getByLabelText('Nome'), 'Joana Prado');
    await preencher(user, screen.getByLabelText('Login'), 'joana.prado');

    const secao = within(screen.getByRole('region', { name: 'Lotações' }));
    await preencher(user, secao.getByLabelText('Unidade — Local'), 'UBS');
    await user.click(await opcao('UBS Centro — Recepção'));
    await user.click(secao.getByLabelText('Centros de custo'));
    await user.click(await opcao('Recepção geral (Recepção)'));
    await user.click(secao.getByLabelText('Papéis'));
    await user.click(await opcao('Médico'));

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialogo = await findDialog('Senha gerada');
    expect((within(dialogo).getByLabelText('Senha gerada') as HTMLInputElement).value).toBe('Tmp#Senha2345');
    expect(within(dialogo).getByRole('button', { name: /Copiar/ })).toBeTruthy();
    expect(within(dialogo).getByText(/não será exibida novamente/)).toBeTruthy();

    expect(api.de('POST /api/cadastro/usuario')[0]?.body).toEqual({
      nome: 'Joana Prado',
      cpf: '52998224725',
      login: 'joana.prado',
      lotacoes: [{ id: null, infraestrutura_id: 5, centro_custo_ids: [9], ocupacao_codigo: null, papel_ids: [2] }],
    });
  });

  it('exige ao menos uma lotação e, em cada uma, local, centro de custo e papel, antes de enviar', async () => {
    logar(sessao({ permissoes: PERMISSOES }));
    const api = mockApi({ 'GET /api/cadastro/usuario/create': FORM, ...LOOKUPS });
    const { user } = renderApp('/cadastro/usuario/create');
    await user.click(await screen.findByRole('button', { name: 'Remover lotação 1' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe ao menos uma lotação.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Adicionar lotação/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const secao = within(screen.getByRole('region', { name: 'Lotações' }));
    await waitFor(() => expect(erroDo(secao.getByLabelText('Papéis'))).toBe('Selecione ao menos um item'));
    expect(erroDo(secao.getByLabelText('Centros de custo'))).toBe('Selecione ao menos um item');
    expect(erroDo(secao.getByLabelText('Unidade — Local'))).toBe('O campo Unidade — Local é obrigatório.');
    expect(api.de('POST /api/cadastro/usuario')).toHaveLength(0);
  });

  it('na edição mostra as lotações salvas e gera uma senha temporária após confirmar', async () => {
    logar(sessao({ permissoes: PERMISSOES }));
    const api = mockApi({
      'GET /api/cadastro/usuario/40/edit': wire({
        form: FORM.form,
        model: {
          id: 40,
          nome: 'Joana Prado',
          cpf: '52998224725',
          dataNascimento: '1990-05-17',
          email: null,
          login: 'joana.prado',
          registroTipoId: 7,
          registroTipoOutro: null,
          registroNumero: '12345',
          registroEstadoId: 26,
          bloqueado: false,
          lotacoes: [
            {
              id: 77,
              infraestruturaId: 5,
              rotulo: 'UBS Centro — Recepção',
              ocupacaoCodigo: '225125',
              ocupacaoNome: 'Médico clínico',
              centroCustoIds: [9],
              papelIds: [2],
            },
          ],
        },
      }),
      ...LOOKUPS,
      'GET /api/cadastro/usuario/40/assinatura': { data: null },
      'POST /api/cadastro/usuario/40/gerar-senha': { senha: 'Nova#Senha678', message: 'ok' },
      'PUT /api/cadastro/usuario/40': reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { 'lotacoes.0.infraestrutura_id': ['Unidade — Local está bloqueado.'] },
      }),
    });
    const { user } = renderApp('/cadastro/usuario/edit/40');
    expect(await screen.findByTitle('UBS Centro — Recepção')).toBeTruthy();
    expect(screen.getByTitle('225125 - Médico clínico')).toBeTruthy();
    expect(await screen.findByText('Nenhum certificado cadastrado.')).toBeTruthy();
    expect(screen.queryByLabelText('Senha inicial')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Gerar senha/ }));
    const confirmacao = await findDialog('Confirmação');
    await user.click(within(confirmacao).getByRole('button', { name: 'Sim' }));
    const dialogo = await findDialog('Senha gerada');
    expect((within(dialogo).getByLabelText('Senha gerada') as HTMLInputElement).value).toBe('Nova#Senha678');
    expect(api.de('POST /api/cadastro/usuario/40/gerar-senha')).toHaveLength(1);
    await user.click(within(dialogo).getByRole('button', { name: 'Fechar' }));

    // the server's 422 on a placement field lands on that field
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const secao = within(screen.getByRole('region', { name: 'Lotações' }));
    await waitFor(() => expect(erroDo(secao.getByLabelText('Unidade — Local'))).toBe('Unidade — Local está bloqueado.'));
    expect(api.de('PUT /api/cadastro/usuario/40')[0]?.body).toMatchObject({
      cpf: '52998224725',
      lotacoes: [{ id: 77, infraestrutura_id: 5, centro_custo_ids: [9], ocupacao_codigo: '225125', papel_ids: [2] }],
    });
  });
});
