import { createContext, useContext } from 'react';

/** Teammates' current names by user id, so a mention shows who it points at even after a rename. */
export const MentionNamesContext = createContext<ReadonlyMap<string, string>>(new Map());

export function useMentionName(userId: string, writtenName: string): string {
  return useContext(MentionNamesContext).get(userId) ?? writtenName;
}
