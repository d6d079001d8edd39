import { z } from 'zod';
import { type ColunaRelatorio, defineRelatorio, filtrosRelatorio } from '../../relatorio.js';
import { P } from './permissoes.js';

/**
 * The three history reports of the administration (spec 000 §2.3, index only), fed by the audit trail of
 * role and permission changes. Each has a user autocomplete; the placement one needs a user.
 */
const momento: ColunaRelatorio = { chave: 'momento', titulo: 'Data/Hora', tipo: 'dataHora', largura: 1.3, ordenavel: true };
const acao: ColunaRelatorio = { chave: 'acao', titulo: 'Ação', largura: 0.9 };
const responsavel: ColunaRelatorio = { chave: 'responsavel', titulo: 'Responsável', largura: 1.6 };
const colunasPermissao: ColunaRelatorio[] = [
  momento,
  acao,
  { chave: 'papelNome', titulo: 'Papel', largura: 1.4, ordenavel: true },
  { chave: 'permissao', titulo: 'Permissão', largura: 2.2, ordenavel: true },
  { chave: 'permissaoDescricao', titulo: 'Descrição', largura: 2.6 },
  responsavel,
];

const usuarioOpcional = z.coerce.number().int().positive('Usuário é inválido').optional();
const periodo = { periodo: { obrigatorio: false } };
const campoUsuario = (relatorio: string, obrigatorio = false) =>
  ({
    tipo: 'autocomplete',
    nome: 'usuario_id',
    rotulo: 'Usuário',
    url: `/api/administracao/${relatorio}/usuario/autocomplete`,
    obrigatorio,
  }) as const;

export const relatorioHistoricoPapelLotacao = defineRelatorio({
  area: 'administracao',
  relatorio: 'relatorio-historico-papel-lotacao',
  titulo: 'Histórico de papéis por lotação',
  descricao: 'Papéis concedidos e retirados das lotações dos usuários, com quem fez e quando.',
  permissao: P.administracao.historicoPapelLotacao,
  campos: [campoUsuario('relatorio-historico-papel-lotacao'), { tipo: 'periodo' }],
  filtros: filtrosRelatorio({ usuarioId: usuarioOpcional }, periodo),
  colunas: [
    momento,
    acao,
    { chave: 'usuarioNome', titulo: 'Usuário', largura: 2, ordenavel: true },
    { chave: 'lotacao', titulo: 'Lotação', largura: 2.4 },
    { chave: 'papelNome', titulo: 'Papel', largura: 1.5, ordenavel: true },
    responsavel,
  ],
  ordenacaoPadrao: { coluna: 'momento', dir: 'desc' },
  orientacao: 'paisagem',
});

export const relatorioHistoricoPermissaoPapel = defineRelatorio({
  area: 'administracao',
  relatorio: 'relatorio-historico-permissao-papel',
  titulo: 'Histórico de permissões por papel',
  descricao: 'Permissões adicionadas e retiradas de cada papel.',
  permissao: P.administracao.historicoPermissaoPapel,
  campos: [
    {
      tipo: 'autocomplete',
      nome: 'papel_id',
      rotulo: 'Papel',
      url: '/api/administracao/relatorio-historico-permissao-papel/papel/autocomplete',
    },
    // here the user is who made the change (a role belongs to no one)
    { ...campoUsuario('relatorio-historico-permissao-papel'), rotulo: 'Alterado por' },
    { tipo: 'periodo' },
  ],
  filtros: filtrosRelatorio(
    { papelId: z.coerce.number().int().positive('Papel é inválido').optional(), usuarioId: usuarioOpcional },
    periodo,
  ),
  colunas: colunasPermissao,
  ordenacaoPadrao: { coluna: 'momento', dir: 'desc' },
  agruparPor: 'papelNome',
  orientacao: 'paisagem',
});

export const relatorioHistoricoPermissaoLotacao = defineRelatorio({
  area: 'administracao',
  relatorio: 'relatorio-historico-permissao-lotacao',
  titulo: 'Histórico de permissões por lotação',
  descricao: 'Mudanças nas permissões dos papéis que as lotações do usuário têm.',
  permissao: P.administracao.historicoPermissaoLotacao,
  campos: [campoUsuario('relatorio-historico-permissao-lotacao', true), { tipo: 'periodo' }],
  filtros: filtrosRelatorio(
    { usuarioId: z.coerce.number({ error: 'O campo Usuário é obrigatório.' }).int().positive('O campo Usuário é obrigatório.') },
    periodo,
  ),
  colunas: colunasPermissao,
  ordenacaoPadrao: { coluna: 'momento', dir: 'desc' },
  orientacao: 'paisagem',
});

export const RELATORIOS_ADMINISTRACAO = [
  relatorioHistoricoPapelLotacao,
  relatorioHistoricoPermissaoLotacao,
  relatorioHistoricoPermissaoPapel,
];
