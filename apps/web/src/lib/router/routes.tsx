// The route table's elements (lib/router): <Routes> renders the branch of <Route>s that matches
// the address, each layout around the next through <Outlet>.
import { Children, createContext, isValidElement, type ReactNode, useContext } from "react";
import { useLocation } from "./context";
import { type Branch, pickBranch } from "./match";

export interface RouteProps {
  /** A static path, or "*"; none for a layout route. */
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** Configuration only: <Routes> reads its props. */
export function Route(_props: RouteProps): null {
  return null;
}

const OutletContext = createContext<ReactNode>(null);

/** Where a layout route renders its matched child. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

function branchesOf(children: ReactNode, parents: ReactNode[] = []): Branch<ReactNode>[] {
  const branches: Branch<ReactNode>[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) continue;
    const { path, element = <Outlet />, children: nested } = child.props;
    const chain = [...parents, element];
    if (nested !== undefined) branches.push(...branchesOf(nested, chain));
    else if (path !== undefined) branches.push({ path, chain });
  }
  return branches;
}

export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const branch = pickBranch(branchesOf(children), pathname);
  if (!branch) return null;
  // Layouts keep their place (and state) between pages; each page is its own instance.
  return branch.chain.reduceRight<ReactNode>(
    (outlet, element, depth) => (
      <OutletContext.Provider key={depth === branch.chain.length - 1 ? branch.path : depth} value={outlet}>
        {element}
      </OutletContext.Provider>
    ),
    null,
  );
}
