import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TelegramIcon from '@mui/icons-material/Telegram';
import { Box, Container, IconButton, Link, Stack, Typography } from '@mui/material';
import { APP_NAME } from '@tradecircle/domain';
import { Link as RouterLink } from 'react-router';
import { routeTo } from '../../shared/routing/route-names.ts';
import { CONTACT_EMAIL } from '../../shared/ui/app-frame.ts';

export const TERMS_OF_USE_URL = 'https://tradecircle.in/terms-of-use';

// The spec names the four networks but not the accounts; these handles are placeholders to confirm.
export const SOCIAL_LINKS = [
  { label: 'Telegram', href: 'https://t.me/tradecircle', icon: TelegramIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/tradecircle', icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/tradecircle', icon: InstagramIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/tradecircle', icon: LinkedInIcon },
] as const;

const linkSx = { color: 'inherit', opacity: 0.85, '&:hover': { opacity: 1 } } as const;

export function AppFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'common.white', py: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
        >
          <Stack direction="row" component="nav" aria-label="Footer" sx={{ flexWrap: 'wrap', gap: 3 }}>
            <Link href={`mailto:${CONTACT_EMAIL}`} underline="hover" sx={linkSx}>
              Contact Us
            </Link>
            <Link component={RouterLink} to={routeTo('disclaimer')} underline="hover" sx={linkSx}>
              Disclaimer
            </Link>
            <Link
              href={TERMS_OF_USE_URL}
              target="_blank"
              rel="noopener noreferrer"
              underline="hover"
              sx={linkSx}
            >
              Terms of Use
            </Link>
            <Link component={RouterLink} to={routeTo('privacyPolicy')} underline="hover" sx={linkSx}>
              Privacy Policy
            </Link>
            <Link component={RouterLink} to={routeTo('investorCharter')} underline="hover" sx={linkSx}>
              Investor Charter
            </Link>
          </Stack>
          <Stack direction="row" spacing={1}>
            {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
              <IconButton
                key={label}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                sx={{ color: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' }}
              >
                <Icon fontSize="small" />
              </IconButton>
            ))}
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ mt: 3, opacity: 0.7 }}>
          © {new Date().getFullYear()} {APP_NAME}. Investments in securities markets are subject to market
          risks.
        </Typography>
      </Container>
    </Box>
  );
}
