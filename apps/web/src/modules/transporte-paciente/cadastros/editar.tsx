import type { ComponentType } from 'react';
import { useParams } from 'react-router';

/** The edit page of a registry: its form keyed by the route's id (a new id remounts it). */
export function paginaEditar(Form: ComponentType<{ id?: number }>) {
  return function Editar() {
    const { id } = useParams();
    return <Form key={id} id={Number(id)} />;
  };
}
