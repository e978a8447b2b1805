import { contentQueries } from '@nirmal/domain';
import { useQuery } from '@tanstack/react-query';
import { useClients } from '../state/app-state.tsx';

/** The shell content of §7 and the public configuration, from the query cache the root loader fills; a piece is undefined while missing. */
export function useShellContent() {
  const { content, env } = useClients();
  return {
    header: useQuery(contentQueries.header(content)).data,
    footer: useQuery(contentQueries.footer(content)).data,
    appConfig: useQuery(contentQueries.appConfig(content)).data,
    publicEnv: useQuery(contentQueries.publicEnv(env)).data,
  };
}
