// The command registry: a context that any mounted component can add
// commands to with useRegisterCommands(), and that the palette reads.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.
import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "/vendor/react.js";

const h = React.createElement;

/** @typedef {"Navigation" | "Create" | "Settings"} CommandGroup */

/**
 * @typedef {object} Command
 * @property {string} id          stable and unique, used for recents and DOM ids
 * @property {string} label       what the user reads and searches
 * @property {CommandGroup} group
 * @property {string} [icon]      a key of the icon set in icons.js
 * @property {string[]} [keywords] extra words that find the command ("dark", "theme")
 * @property {string[]} [shortcut] keys shown as key caps, e.g. ["G", "P"]
 * @property {() => void} run
 */

/** @typedef {{ commands: Command[], register: (commands: Command[]) => () => void }} Registry */

/** @type {React.Context<Registry | null>} */
const RegistryContext = createContext(null);

/** Holds every registered command set, in registration order. */
export function CommandProvider({ children }) {
  const [sets, setSets] = useState(/** @type {Array<{ key: object, commands: Command[] }>} */ ([]));

  const register = useCallback((/** @type {Command[]} */ commands) => {
    const key = {};
    setSets((current) => [...current, { key, commands }]);
    return () => setSets((current) => current.filter((set) => set.key !== key));
  }, []);

  const value = useMemo(() => ({ commands: sets.flatMap((set) => set.commands), register }), [sets, register]);
  return h(RegistryContext.Provider, { value }, children);
}

/** @returns {Command[]} every command registered by a mounted component */
export function useCommands() {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error("useCommands() must be used inside <CommandProvider>.");
  return registry.commands;
}

/**
 * Adds commands to the palette while the calling component is mounted.
 * Re-registers only when the ids or labels change; `run` always calls the
 * latest function passed in, so callers need not memoise anything.
 *
 * @example
 * useRegisterCommands([
 *   { id: "inbox-read", label: "Mark all as read", group: "Settings", run: markAllRead },
 * ]);
 * @param {Command[]} commands
 */
export function useRegisterCommands(commands) {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error("useRegisterCommands() must be used inside <CommandProvider>.");
  const { register } = registry;

  const latest = useRef(commands);
  useLayoutEffect(() => {
    latest.current = commands;
  });

  const signature = commands.map((c) => `${c.id}\u0000${c.label}\u0000${c.group}`).join("\n");
  useEffect(() => {
    const stable = latest.current.map((command) => ({
      ...command,
      run: () => latest.current.find((c) => c.id === command.id)?.run(),
    }));
    return register(stable);
    // `signature` stands for the commands' identity; `run` is read through the ref.
  }, [register, signature]);
}
