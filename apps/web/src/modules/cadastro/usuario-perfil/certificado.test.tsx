import { certificadoUsuarioSchema, usuarioPerfilSchema } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const PERFIL = wireDe(usuarioPerfilSchema, {
  id: 7,
  login: 'maria',
  nome: 'Maria da Silva Souza',
  nomeSocial: null,
  cpf: '52998224725',
  email: null,
  telefone: null,
  registro: null,
  ultimoAcessoEm: null,
  senhaAlteradaEm: null,
  lotacoes: [],
});
const CERT = wireDe(certificadoUsuarioSchema, {
  subjectName: 'MARIA DA SILVA SOUZA:52998224725',
  thumbprint: 'A'.repeat(40),
  cpf: '52998224725',
  validadeInicio: '2026-01-01T00:00:00Z',
  validade: '2027-01-01T00:00:00Z',
  nomeArquivo: 'maria.pfx',
  enviadoEm: '2026-03-01T00:00:00Z',
});
const URL = '/api/cadastro/usuario-perfil/assinatura';

describe('Meu perfil: certificado digital (A1)', () => {
  it('envia o próprio .pfx com a senha e mostra titular e validade; sem botão de baixar', async () => {
    logar();
    const api = mockApi({
      'GET /api/cadastro/usuario-perfil': PERFIL,
      [`GET ${URL}`]: { data: null },
      [`POST ${URL}`]: { data: CERT, message: 'Certificado salvo com sucesso!' },
    });
    const { user } = renderApp('/cadastro/usuario-perfil');
    const secao = (await screen.findByText('Certificado digital (A1)')).closest('.ant-card') as HTMLElement;
    expect(await within(secao).findByText('Nenhum certificado cadastrado.')).toBeTruthy();

    const pfx = new File([new Uint8Array([48, 130, 1])], 'maria.pfx', { type: 'application/x-pkcs12' });
    await userEvent.setup({ applyAccept: false }).upload(within(secao).getByLabelText('Arquivo do certificado A1 (.pfx ou .p12)'), pfx);
    await user.type(within(secao).getByLabelText('Senha do certificado'), 'segredo');
    await user.click(within(secao).getByRole('button', { name: 'Enviar' }));

    expect(await within(secao).findByText('MARIA DA SILVA SOUZA:52998224725')).toBeTruthy();
    expect(within(secao).getByText('529.982.247-25')).toBeTruthy();
    expect(within(secao).queryByRole('button', { name: /Baixar certificado/ })).toBeNull();
    const corpo = api.de(`POST ${URL}`)[0]?.body as FormData;
    expect((corpo.get('arquivo') as File).name).toBe('maria.pfx');
    expect(corpo.get('senha_certificado')).toBe('segredo');
  });

  it('o 422 do servidor (CPF de outra pessoa) cai no campo do arquivo', async () => {
    logar();
    mockApi({
      'GET /api/cadastro/usuario-perfil': PERFIL,
      [`GET ${URL}`]: { data: null },
      [`POST ${URL}`]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { arquivo: ['O CPF do certificado não corresponde ao do usuário.'] },
      }),
    });
    const { user } = renderApp('/cadastro/usuario-perfil');
    const secao = (await screen.findByText('Certificado digital (A1)')).closest('.ant-card') as HTMLElement;
    await userEvent
      .setup({ applyAccept: false })
      .upload(within(secao).getByLabelText('Arquivo do certificado A1 (.pfx ou .p12)'), new File(['x'], 'outro.p12'));
    await user.type(within(secao).getByLabelText('Senha do certificado'), 'x');
    await user.click(within(secao).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => {
      const item = within(secao).getByLabelText('Arquivo do certificado A1 (.pfx ou .p12)').closest('.ant-form-item');
      expect(item?.querySelector('.ant-form-item-explain-error')?.textContent).toBe('O CPF do certificado não corresponde ao do usuário.');
    });
  });

  it('exclui o próprio certificado após confirmação', async () => {
    logar();
    const api = mockApi({
      'GET /api/cadastro/usuario-perfil': PERFIL,
      [`GET ${URL}`]: { data: CERT },
      [`DELETE ${URL}`]: reply(204),
    });
    const { user } = renderApp('/cadastro/usuario-perfil');
    const secao = (await screen.findByText('Certificado digital (A1)')).closest('.ant-card') as HTMLElement;
    await within(secao).findByText('MARIA DA SILVA SOUZA:52998224725');
    await user.click(within(secao).getByRole('button', { name: /Excluir certificado/ }));
    const dialogo = await findDialog('Confirmação de exclusão');
    await user.click(within(dialogo).getByRole('button', { name: 'Sim' }));
    expect(await within(secao).findByText('Nenhum certificado cadastrado.')).toBeTruthy();
    expect(api.de(`DELETE ${URL}`)).toHaveLength(1);
  });
});
